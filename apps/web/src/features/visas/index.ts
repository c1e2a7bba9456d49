/** The visas feature's public face: the course page's proof of funds and the post-study-work facts. */
export { CountryVisa } from './components/country-visa';
export { PostOfferChecklist } from './components/post-offer-checklist';
export { ProofOfFunds } from './components/proof-of-funds';
