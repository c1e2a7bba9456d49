/** The console's addresses for packages, their pipeline and the payee details (docs/packages.md#the-console-screens). */
export const packageConsolePaths = {
  packages: '/admin/packages',
  payee: '/admin/packages/payee',
  packageApplications: '/admin/package-applications',
  packageApplication: (id: number | string) => `/admin/package-applications/${id}`,
};
