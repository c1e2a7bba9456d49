export { dataExportQueryKey } from './api/data-export';
export { parentalConsentQueryKey } from './api/parental-consent';
export { ParentBanner } from './components/parent-banner';
export { VerifyBanner } from './components/verify-banner';
