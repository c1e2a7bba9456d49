export { auditRoutes } from './audit.routes';
export { type AuditRecord, recordAudit } from './audit.service';
