/** What the rest of the app (its real-time layer) may use of this one (ADR 005). */
export { communityKeys } from './api/keys';
