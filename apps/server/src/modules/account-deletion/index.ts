export { accountDeletionRoutes } from './account-deletion.routes';
export { eraseIfDue, eraseOverdueAndPurge } from './account-deletion.service';
