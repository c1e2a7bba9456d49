export { auditRoutes } from './audit.routes';
export { recordAudit } from './audit.service';
