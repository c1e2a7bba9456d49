import type { StaffStudentDetail } from '@edupath/contract';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPill } from '../../../../components/console/status-pill';
import { Avatar } from '../../../../components/ui/avatar';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../lib/paths';
import {
  applicationConsolePaths,
  DocumentsWaiting,
  documentsWaitingText,
  NextDeadline,
} from '../../../applications/index';
import { useStaffStudent } from '../../../profile/index';

function Details({ data }: { data: StaffStudentDetail }) {
  const { student, applications } = data;
  const waiting = applications.reduce((sum, a) => sum + a.documentsWaiting, 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={student.name} image={student.profileImage} className="h-12 w-12 rounded-full" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-900">{student.name}</p>
          <p className="truncate text-xs text-ink-secondary">{student.email}</p>
        </div>
      </div>
      <p>
        {waiting > 0 ? (
          <Link
            to={applicationConsolePaths.documents}
            className="font-medium text-primary-dark hover:underline"
            data-testid="context-documents"
          >
            {documentsWaitingText(waiting)}
          </Link>
        ) : (
          <span className="text-ink-secondary" data-testid="context-documents">
            {documentsWaitingText(0)}
          </span>
        )}
      </p>
      <section aria-label="Applications">
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-secondary">
          Applications ({applications.length})
        </h3>
        {applications.length === 0 ? (
          <p className="text-ink-secondary">No applications yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {applications.map((application) => (
              <li key={application.admissionApplicationId} className="py-2">
                <Link
                  to={applicationConsolePaths.application(application.admissionApplicationId)}
                  className="block font-medium text-primary-dark hover:underline"
                >
                  {application.CourseModel.courseName}
                </Link>
                <span className="block text-xs text-ink-secondary">
                  {application.CourseModel.UniversityModel.universityName}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                  <StatusPill status={application.status} />
                  <NextDeadline deadline={application.nextDeadline} prefix="Deadline " />
                  <DocumentsWaiting count={application.documentsWaiting} words />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link
        to={paths.adminStudent(student.userId)}
        className="inline-flex items-center gap-1.5 self-start rounded-md border border-primary px-3 py-1.5 font-medium text-primary-dark hover:bg-primary-light"
      >
        Student page <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      </Link>
    </div>
  );
}

/**
 * Who the advisor is talking to, beside the conversation: name, photo, applications with their
 * status and next deadline, documents waiting, and the way to the student page. From the
 * student page's own answer (GET /staff/students/{userId}), so both show the same and share
 * its cache. `folded`: a disclosure, closed at first (on narrower screens, above the chat).
 */
export function ChatContext({ studentId, folded }: { studentId: number; folded: boolean }) {
  const query = useStaffStudent(studentId);
  const body = query.isPending ? (
    <Spinner label="Loading the student" />
  ) : query.isError ? (
    <p role="alert" className="text-red-700">
      Failed to load the student.
    </p>
  ) : (
    <Details data={query.data} />
  );
  if (folded) {
    const summary = query.data
      ? `${query.data.student.name} · ${query.data.applications.length} application${
          query.data.applications.length === 1 ? '' : 's'
        }`
      : 'The student';
    return (
      <details className="group mb-3 rounded-lg border border-line bg-white" data-testid="chat-context">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 font-medium text-secondary">
          <span className="min-w-0 truncate">About {summary}</span>
          <ChevronDown
            className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="border-t border-line p-3">{body}</div>
      </details>
    );
  }
  return (
    <aside
      aria-label="About the student"
      data-testid="chat-context"
      className="min-h-0 overflow-y-auto border-l border-line p-4"
    >
      {body}
    </aside>
  );
}
