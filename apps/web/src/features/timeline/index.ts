/** What other features may use of this one (ADR 005). */
export { timelineRootKey } from './api/keys';
