import { Route, Routes } from 'react-router';
import { ConsoleLayout } from '../components/console-layout';
import { RequireStaff } from '../components/require-staff';
import { useConsoleUnauthorized } from '../hooks/use-console-unauthorized';
import ApplicationRoute from './application';
import ApplicationsRoute from './applications';
import ChatsRoute from './chats';
import DashboardRoute from './dashboard';
import StaffLoginRoute from './login';
import ConsoleNotFound from './not-found';
import NotifyRoute from './notify';
import StudentRoute from './student';
import StudentsRoute from './students';

/**
 * The staff console under /admin/*: one lazily loaded chunk (the app's router loads this
 * module on the first /admin visit), so nothing of it reaches the student site's first load.
 */
export default function ConsoleRoute() {
  useConsoleUnauthorized();
  return (
    <Routes>
      <Route path="login" element={<StaffLoginRoute />} />
      <Route element={<RequireStaff />}>
        <Route element={<ConsoleLayout />}>
          <Route index element={<DashboardRoute />} />
          <Route path="applications" element={<ApplicationsRoute />} />
          <Route path="applications/:applicationId" element={<ApplicationRoute />} />
          <Route path="students" element={<StudentsRoute />} />
          <Route path="students/:userId" element={<StudentRoute />} />
          <Route path="chats" element={<ChatsRoute />} />
          <Route path="chats/:chatId" element={<ChatsRoute />} />
          <Route path="notify" element={<NotifyRoute />} />
          <Route path="*" element={<ConsoleNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
