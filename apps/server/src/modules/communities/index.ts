/** What other modules may use from the communities. */
export { requireCommunity } from './communities.service';
