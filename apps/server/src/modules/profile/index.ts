export { getProfileSummary, getStudentProfile } from './profile.service';
