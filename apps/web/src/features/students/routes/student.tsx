import { ChevronLeft, MessagesSquare, Send } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle, Panel } from '../../../components/console/panel';
import { StatusPill } from '../../../components/console/status-pill';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { formatDate } from '../../../lib/format';
import { formatDateTime, formatRelative } from '../../../lib/format-time';
import { applicationConsolePaths, DocumentsWaiting, NextDeadline } from '../../applications/index';
import { chatConsolePaths } from '../../chat/index';
import { notificationConsolePaths } from '../../notifications/index';
import { StudentProfileView, useStaffStudent } from '../../profile/index';
import { MilestonesEditor } from '../../timeline/index';
import { ReassignAdvisor } from '../components/reassign-advisor';
import { StudentAge } from '../components/student-age';
import { StudentChances } from '../components/student-chances';
import { StudentConsents } from '../components/student-consents';
import { StudentDataExports } from '../components/student-data-exports';
import { StudentDeletion } from '../components/student-deletion';
import { StudentShortlist } from '../components/student-shortlist';
import { studentConsolePaths } from '../paths';

/** /admin/students/:userId: the student's account, applications, milestones, chat and profile. */
export default function StudentRoute() {
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const query = useStaffStudent(valid ? userId : 0);
  const { user } = useAuth();

  if (!valid || (query.error instanceof ApiError && query.error.status === 404))
    return <ErrorState message="Student not found." />;
  if (query.isPending) return <Spinner label="Loading the student" />;
  if (query.isError) return <ErrorState message="Failed to load the student. Please try again." />;
  const { student, profile, applications, milestones } = query.data;

  return (
    <>
      <Link
        to={studentConsolePaths.students}
        className="mb-2 inline-flex items-center gap-1 text-ink-secondary hover:text-primary-dark"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Students
      </Link>
      <PageTitle
        aside={
          <span className="flex flex-wrap gap-2">
            <Link
              to={`${notificationConsolePaths.notify}?userId=${student.userId}`}
              className="inline-flex items-center gap-1.5 rounded-md border border-line bg-white px-3 py-1.5 font-medium text-ink-secondary hover:border-primary hover:text-primary-dark"
            >
              <Send className="h-4 w-4" aria-hidden="true" />
              Notify
            </Link>
            {student.chatId !== null && (
              <Link
                to={chatConsolePaths.chat(student.chatId)}
                className="inline-flex items-center gap-1.5 rounded-md border border-primary px-3 py-1.5 font-medium text-primary-dark hover:bg-primary-light"
              >
                <MessagesSquare className="h-4 w-4" aria-hidden="true" />
                Open chat
                {student.unreadForAdvisor > 0 && ` (${student.unreadForAdvisor} unread)`}
              </Link>
            )}
          </span>
        }
      >
        <span className="flex items-center gap-3">
          <Avatar name={student.name} image={student.profileImage} className="h-9 w-9 rounded-full" />
          {student.name}
        </span>
      </PageTitle>
      {/* Each track and column may shrink below its content's widest word (min-w-0): a long
          email or table then wraps or scrolls inside its panel, never under the other column. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
          <Panel title="Account">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
              <dt className="text-ink-secondary">Email</dt>
              <dd>{student.email}</dd>
              <dt className="text-ink-secondary">Phone</dt>
              <dd>{student.phone ?? '—'}</dd>
              <dt className="text-ink-secondary">Location</dt>
              <dd>{student.location ?? '—'}</dd>
              <dt className="text-ink-secondary">Signed up</dt>
              <dd>{formatDate(student.createdAt)}</dd>
              <dt className="text-ink-secondary">Last active</dt>
              <dd>{formatRelative(student.lastActiveAt)}</dd>
              <dt className="text-ink-secondary">Last message</dt>
              <dd>{student.lastMessageAt ? formatDateTime(student.lastMessageAt) : 'None yet'}</dd>
              <dt className="text-ink-secondary">Account</dt>
              <dd>{student.isActive ? 'Active' : 'Switched off'}</dd>
              <dt className="text-ink-secondary">Age</dt>
              <dd>
                <StudentAge userId={student.userId} />
              </dd>
              {user?.role !== 'admin' && (
                <>
                  <dt className="text-ink-secondary">Advisor</dt>
                  <dd>{student.advisor?.name ?? 'None assigned'}</dd>
                </>
              )}
            </dl>
          </Panel>
          <Panel title={`Applications (${applications.length})`}>
            {applications.length === 0 ? (
              <p className="text-ink-secondary">No applications yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {applications.map((application) => (
                  <li key={application.admissionApplicationId}>
                    <Link
                      to={applicationConsolePaths.application(application.admissionApplicationId)}
                      className="flex items-center justify-between gap-3 py-2 hover:text-primary-dark"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">
                          {application.CourseModel.courseName}
                        </span>
                        <span className="block truncate text-xs text-ink-secondary">
                          {application.CourseModel.UniversityModel.universityName} ·{' '}
                          {application.country.countryName} · submitted {formatDate(application.createdAt)}
                        </span>
                        <span className="flex flex-wrap gap-x-3 text-xs empty:hidden">
                          <NextDeadline deadline={application.nextDeadline} prefix="Deadline " />
                          <DocumentsWaiting count={application.documentsWaiting} words />
                        </span>
                      </span>
                      <StatusPill status={application.status} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <StudentShortlist userId={student.userId} />
          <StudentChances userId={student.userId} />
          <StudentProfileView profile={profile} name={student.name} />
        </div>
        {/* On a phone the milestones, an advisor's daily work, come before the long profile. */}
        <div className="order-first grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 lg:order-none">
          <Panel title="Milestones">
            <MilestonesEditor userId={student.userId} milestones={milestones} />
          </Panel>
          {user?.role === 'admin' && (
            <Panel title="Advisor">
              <ReassignAdvisor userId={student.userId} studentName={student.name} advisor={student.advisor} />
            </Panel>
          )}
          {user?.role === 'admin' && (
            <Panel title="Consents">
              <StudentConsents userId={student.userId} />
            </Panel>
          )}
          {user?.role === 'admin' && (
            <Panel title="Copies of her data">
              <StudentDataExports userId={student.userId} />
            </Panel>
          )}
          {user?.role === 'admin' && (
            <Panel title="Account deletion">
              <StudentDeletion userId={student.userId} />
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}
