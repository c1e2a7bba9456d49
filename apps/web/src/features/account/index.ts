export { VerifyBanner } from './components/verify-banner';
