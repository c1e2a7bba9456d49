export { consentRoutes } from './consent.routes';
export { consentHolders } from './holders';
export { recordSignupConsents, type SignupConsents } from './consent.service';
