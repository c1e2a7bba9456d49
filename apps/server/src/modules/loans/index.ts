/** What other modules may use of education loans (ADR 005): the routes and the freshness source. */
export { lenders as fileLenders, staleLenders } from './lenders';
export { loanRoutes } from './loans.routes';
