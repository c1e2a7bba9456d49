export { VerifyBanner } from './components/verify-banner';
export { dataExportQueryKey } from './api/data-export';
