import { paths } from '../../lib/paths';

/** The console's addresses for students; other domains' console pages link to one through lib/paths. */
export const studentConsolePaths = {
  students: '/admin/students',
  student: paths.adminStudent,
};
