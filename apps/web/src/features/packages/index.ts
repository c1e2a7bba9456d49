/** What other features may use of this one (ADR 005). */
export { myPackageApplicationsQueryKey } from './api/get-my-package-applications';
export { PackageDescription } from './components/package-description';
export { PackageStatusPill } from './components/package-status-pill';
