export { consentRoutes } from './consent.routes';
export { mayUseFor, recordSignupConsents, type SignupConsents } from './consent.service';
export { consentHolders } from './holders';
export { assertParentConfirmed } from './parental.service';
