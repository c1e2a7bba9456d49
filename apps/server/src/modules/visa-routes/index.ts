/** The visa-routes module's public face (ADR 005): its routes and the stale rules for the re-check queue. */
export { sendDuePostOfferReminders } from './post-offer-reminders';
export { staleVisaRoutes } from './stale-visa-rules';
export { visaRouteRoutes } from './visa-routes.routes';
export { visaRoutes as fileVisaRoutes } from './visa-routes-file';
