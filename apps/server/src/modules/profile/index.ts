export { getProfileSummary, getStudentProfile, type ProfileSummary } from './profile.service';
