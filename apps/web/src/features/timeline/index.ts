/** What other features may use of this one (ADR 005). */
export { timelineRootKey } from './api/keys';
// A student's milestones, set by her advisor on her console page (features/students).
export { MilestonesEditor } from './console/components/milestones-editor';
