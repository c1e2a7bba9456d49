/** What other modules may use of the calendar (ADR 005). */
export { calendarRoutes } from './calendar.routes';
/** A student's subscription feed as of a given moment (tests of other modules' deadlines read it). */
export { feedFile } from './calendar.service';
