export { getProfileSummary, type ProfileSummary } from './profile.service';
