/** What other features may use of the profile (ADR 005). */
export { searchDefaultsSwitch, useStudyPreferences } from './api/study-preferences';
