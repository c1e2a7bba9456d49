/** What other features may use of entry requirements and eligibility (ADR 005). */
export { useEligibleCourseSearch, useStudentFacts } from './api/eligibility';
export { EligibilityBadge } from './components/eligibility-badge';
export { EligibilityCheck } from './components/eligibility-check';
export { EntryRequirements } from './components/entry-requirements';
