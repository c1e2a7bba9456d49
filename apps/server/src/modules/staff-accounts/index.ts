export { staffAccountRoutes } from './staff-accounts.routes';
