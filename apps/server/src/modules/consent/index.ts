export { consentRoutes } from './consent.routes';
export { recordSignupConsents, type SignupConsents } from './consent.service';
