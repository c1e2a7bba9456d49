/** The console's address for the audit log (admins). */
export const auditPaths = {
  audit: '/admin/audit',
};
