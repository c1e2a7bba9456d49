/** What other features may use of this one (ADR 005). */
export { myPackageApplicationsQueryKey } from './api/get-my-package-applications';
/** The console's package screens and their addresses (docs/packages.md#the-console-screens). */
export { PackageConsolePage } from './console/package-console-page';
export { packageConsolePaths } from './paths';
