/** The console's package screens, one chunk the console loads on the first visit to any of them. */
export { default as PackageApplicationRoute } from './package-application';
export { default as PackageApplicationsRoute } from './package-applications';
export { default as PackagesRoute } from './packages';
export { default as PayeeRoute } from './payee';
