/** What other modules and the seed may use of outcomes and chances (ADR 005). */
export { chancesRoutes } from './chances.routes';
export {
  bandsOf,
  hasSampleOutcomes,
  insertSampleOutcomes,
  recordDecision,
  type SampleOutcome,
} from './chances.service';
