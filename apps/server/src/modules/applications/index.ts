export { listForStudent } from './applications.service';
