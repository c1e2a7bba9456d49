export { documentRoutes } from './documents.routes';
