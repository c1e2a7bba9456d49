/** The console's addresses for applications and their documents' review queue. */
export const applicationConsolePaths = {
  applications: '/admin/applications',
  application: (applicationId: number | string) => `/admin/applications/${applicationId}`,
  documents: '/admin/documents',
  documentsOf: (applicationId: number | string) => `/admin/documents/${applicationId}`,
};
