/** What other features may use of outcomes and chances (ADR 005). */
export { ApplicationOutcome } from './components/application-outcome';
export { ChanceRange } from './components/chance-range';
export { CourseChances } from './components/course-chances';
export { HowWorkedOut } from './components/how-worked-out';
export { MyOutcomes } from './components/my-outcomes';
