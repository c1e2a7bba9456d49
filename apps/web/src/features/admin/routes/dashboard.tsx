import type { StaffStudentBrief } from '@edupath/contract';
import { INACTIVE_AFTER_DAYS } from '@edupath/contract/console-constants';
import { Link } from 'react-router';
import { PageTitle, Panel } from '../../../components/console/panel';
import { StatusPill } from '../../../components/console/status-pill';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { formatDate } from '../../../lib/format';
import { formatRelative } from '../../../lib/format-time';
import { VerificationFigure } from '../../catalogue/index';
import { useDashboard } from '../api/get-dashboard';
import { adminPaths } from '../paths';

function Figure({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Link
      to={to}
      className="flex flex-col rounded-lg border border-line bg-white px-4 py-3 hover:border-primary hover:shadow-sm"
    >
      <span className="text-2xl font-semibold tabular-nums text-gray-900">
        {value.toLocaleString('en-US')}
      </span>
      <span className="text-ink-secondary">{label}</span>
    </Link>
  );
}

function StudentList({
  students,
  when,
  empty,
}: {
  students: StaffStudentBrief[];
  when: (student: StaffStudentBrief) => string;
  empty: string;
}) {
  if (students.length === 0) return <p className="text-ink-secondary">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {students.map((student) => (
        <li key={student.userId}>
          <Link
            to={adminPaths.student(student.userId)}
            className="flex items-center gap-3 py-2 hover:text-primary-dark"
          >
            <Avatar name={student.name} image={student.profileImage} className="h-8 w-8 rounded-full" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{student.name}</span>
              <span className="block truncate text-xs text-ink-secondary">{student.email}</span>
            </span>
            <span className="shrink-0 text-xs text-ink-secondary">{when(student)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /admin: what needs attention now. Every figure opens the list it counts. */
export default function DashboardRoute() {
  const dashboard = useDashboard();
  const { user } = useAuth();
  if (dashboard.isPending) return <Spinner label="Loading the dashboard" />;
  if (dashboard.isError) return <ErrorState message="Failed to load the dashboard. Please try again." />;
  const d = dashboard.data;
  const inactiveLink = `${adminPaths.students}?inactive=true`;

  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel
          title="Applications by status"
          actions={
            <Link
              to={adminPaths.applications}
              className="text-xs font-medium text-primary-dark hover:underline"
            >
              All applications
            </Link>
          }
        >
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-3">
            {d.applicationsByStatus.map(({ status, count }) => (
              <li key={status}>
                <Link
                  to={`${adminPaths.applications}?status=${encodeURIComponent(status)}`}
                  className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-2 hover:border-primary"
                  aria-label={`${count} ${status}`}
                >
                  <StatusPill status={status} />
                  <span className="text-lg font-semibold tabular-nums">{count.toLocaleString('en-US')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <div className="grid grid-cols-1 gap-4 self-start sm:grid-cols-2">
          <Figure to={adminPaths.chats} value={d.unreadChats} label="Chats with unread messages" />
          <Figure
            to={`${adminPaths.applications}?sort=status`}
            value={d.applicationsWaiting}
            label="Applications waiting"
          />
          <Figure to={adminPaths.documents} value={d.documentsWaiting} label="Documents waiting for review" />
          <Figure
            to={inactiveLink}
            value={d.inactiveStudents.count}
            label={`Students inactive for ${INACTIVE_AFTER_DAYS} days`}
          />
          {/* Admins edit the catalogue: how many of its facts wait to be verified. */}
          {user?.role === 'admin' && <VerificationFigure to={`${adminPaths.factChecks}#catalogue`} />}
        </div>
        <Panel
          title={`Inactive for ${INACTIVE_AFTER_DAYS} days (${d.inactiveStudents.count})`}
          actions={
            <Link to={inactiveLink} className="text-xs font-medium text-primary-dark hover:underline">
              See all
            </Link>
          }
        >
          <StudentList
            students={d.inactiveStudents.items}
            when={(s) => `last active ${formatRelative(s.lastActiveAt)}`}
            empty="Every student has been active recently."
          />
        </Panel>
        <Panel
          title="Newest sign-ups"
          actions={
            <Link to={adminPaths.students} className="text-xs font-medium text-primary-dark hover:underline">
              See all
            </Link>
          }
        >
          <StudentList
            students={d.newestStudents}
            when={(s) => `joined ${formatDate(s.createdAt)}`}
            empty="No students yet."
          />
        </Panel>
      </div>
    </>
  );
}
