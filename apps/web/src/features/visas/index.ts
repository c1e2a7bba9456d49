/** The visas feature's public face: the course page's proof of funds and the post-study-work facts. */
export { useVisaRoutes } from './api/visa-routes';
export { CountryVisa } from './components/country-visa';
export { PostOfferChecklist } from './components/post-offer-checklist';
export { PostStudyWork } from './components/post-study-work';
export { ProofOfFunds } from './components/proof-of-funds';
