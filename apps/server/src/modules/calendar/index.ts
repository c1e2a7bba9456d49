/** What other modules may use of the calendar (ADR 005). */
export { calendarRoutes } from './calendar.routes';
