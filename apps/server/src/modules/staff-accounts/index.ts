export { staffAccountRoutes } from './staff-accounts.routes';
export { createAdminFromCommandLine } from './staff-accounts.service';
