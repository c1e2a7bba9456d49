export { consentRoutes } from './consent.routes';
export { recordSignupConsents, type SignupConsents } from './consent.service';
export { consentHolders } from './holders';
export { assertParentConfirmed } from './parental.service';
