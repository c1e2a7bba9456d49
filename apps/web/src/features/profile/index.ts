/** What other features may use of the profile (ADR 005). */

export { useStaffStudent } from './api/get-staff-student';
export {
  STUDENTS_PAGE_SIZE,
  searchFromStudentFilters,
  studentFiltersFromSearch,
  useStaffStudents,
} from './api/get-staff-students';
export { profileKeys } from './api/profile-keys';
export { useReassignStudent } from './api/reassign-student';
export { searchDefaultsSwitch, useStudyPreferences } from './api/study-preferences';
// Her whole profile as the console shows it, on her page and on each of her applications' pages.
export { StudentProfileView } from './console/components/student-profile';
