import type { AdmissionApplication } from '@edupath/contract';
import { APPLICATION_CLOSED_STATUSES } from '@edupath/contract/constants';
import { clsx } from 'clsx';
import {
  ArrowLeft,
  Building2,
  CheckCircle2,
  Clock,
  FileSearch,
  FileText,
  GraduationCap,
  Info,
  MapPin,
  Send,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatFee, orNA } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { paths } from '../../../lib/paths';
import { ApplicationOutcome } from '../../chances/index';
import { PostOfferChecklist } from '../../visas/index';
import { useApplication } from '../api/get-application';
import { AdvisorNote } from '../components/advisor-note';
import { DocumentChecklist } from '../components/document-checklist';
import { normaliseStatus, StatusBadge } from '../components/status-badge';
import { StatusExplanation } from '../components/status-explanation';
import { WithdrawButton } from '../components/withdraw-button';

export const APPLICATION_LOAD_ERROR = 'Failed to load application details. Please try again later.';

const backLinkClass =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink-secondary transition-colors hover:bg-gray-100 hover:text-primary-dark';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-secondary">
        <span className="text-primary-dark">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="text-sm font-medium text-ink">{value}</dd>
    </div>
  );
}

const STEP_ICONS = {
  'Under Review': <Clock className="h-4 w-4" />,
  Accepted: <CheckCircle2 className="h-4 w-4" />,
  Rejected: <XCircle className="h-4 w-4" />,
  Withdrawn: <XCircle className="h-4 w-4" />,
} as const;

/** The badge's colours: yellow for Under Review as for any status that is not a decision. */
const STEP_TONES = {
  'Under Review': 'bg-yellow-500 text-white',
  Accepted: 'bg-green-600 text-white',
  Rejected: 'bg-red-600 text-white',
  Withdrawn: 'bg-gray-500 text-white',
} as const;

/**
 * Submitted, then where it stands once it has moved on (Under Review, Accepted, Rejected or
 * Withdrawn) with the date of the last change.
 */
function DecisionTimeline({ application }: { application: AdmissionApplication }) {
  const status = normaliseStatus(application.status);
  const steps = [
    {
      title: 'Application Submitted',
      date: application.createdAt,
      icon: <Send className="h-4 w-4" />,
      tone: 'bg-primary-dark text-white',
    },
  ];
  if (status !== 'Pending')
    steps.push({
      title: `Application ${status}`,
      date: application.updatedAt,
      icon: STEP_ICONS[status],
      tone: STEP_TONES[status],
    });
  return (
    <ol className="relative flex flex-col gap-6" data-testid="application-timeline">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4">
          {index < steps.length - 1 && (
            <span aria-hidden className="absolute left-4 top-8 h-[calc(100%-0.5rem)] w-0.5 bg-line" />
          )}
          <span
            className={clsx('z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full', step.tone)}
          >
            {step.icon}
          </span>
          <div>
            <p className="font-semibold text-ink">{step.title}</p>
            <p className="text-sm text-ink-secondary">{formatDateTime(step.date)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-20 text-center">
      <FileSearch className="h-14 w-14 text-primary-dark" />
      <h1 className="mt-4 text-2xl font-semibold text-secondary">Application not found</h1>
      <p className="mt-2 text-ink-secondary">
        The application you're looking for doesn't exist or has been removed
      </p>
      <Link
        to={paths.applications}
        className="mt-6 rounded-lg bg-primary-dark px-5 py-2.5 text-sm font-medium text-white hover:bg-secondary"
      >
        Back to Applications
      </Link>
    </div>
  );
}

export default function ApplicationRoute() {
  const { applicationId } = useParams();
  const id = Number(applicationId);
  const validId = Number.isInteger(id) && id > 0;
  const query = useApplication(id);

  let body: ReactNode;
  if (!validId || (query.isError && query.error instanceof ApiError && query.error.status === 404))
    body = <NotFound />;
  else if (query.isError) body = <LoadError>{APPLICATION_LOAD_ERROR}</LoadError>;
  else if (!query.data) body = <Spinner label="Loading application" />;
  else {
    const application = query.data;
    const course = application.CourseModel;
    const university = course.UniversityModel;
    body = (
      <>
        <header className="mb-6 flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-primary to-secondary p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-white/80">{course.CourseCategoryModel.categoryName}</p>
            <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{course.courseName}</h1>
            <p className="mt-1 text-white/90">{university.universityName}</p>
          </div>
          <StatusBadge status={application.status} className="self-start text-sm sm:self-center" />
        </header>

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            {application.status === 'Accepted' && (
              <PostOfferChecklist applicationId={application.admissionApplicationId} who="student" />
            )}
            <Card title="Documents" icon={<FileText className="h-5 w-5" />}>
              <DocumentChecklist
                applicationId={application.admissionApplicationId}
                closed={APPLICATION_CLOSED_STATUSES.includes(application.status)}
              />
            </Card>
            <Card title="Course Details" icon={<GraduationCap className="h-5 w-5" />}>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label="Course Name" value={course.courseName} />
                <Detail label="Course Type" value={course.courseType} />
                <Detail label="Duration" value={course.duration} />
                <Detail label="Category" value={course.CourseCategoryModel.categoryName} />
                <Detail label="Fee" value={formatFee(course.fee, course.currencyCode)} />
                {/* The intake applied to, fixed when the student applied (docs/applications-and-timeline.md#applying). */}
                <Detail label="Intake" value={application.intake?.label ?? orNA(course.intake)} />
                {application.intake && (
                  <Detail
                    label="Application deadline"
                    value={formatDate(`${application.intake.deadline}T00:00:00`)}
                  />
                )}
                <Detail label="Mode of Study" value={orNA(course.modeOfStudy)} />
              </dl>
            </Card>
            <Card title="University Details" icon={<Building2 className="h-5 w-5" />}>
              <div className="flex items-center gap-4">
                <Avatar
                  name={university.universityName}
                  image={university.universityLogo}
                  className="h-16 w-16 rounded-xl border border-line"
                  imageClassName="object-contain"
                  letterClassName="text-2xl font-bold text-secondary"
                />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{university.universityName}</p>
                  <p className="mt-1 flex items-center gap-1 text-sm text-ink-secondary">
                    <MapPin className="h-4 w-4 shrink-0" /> {university.location ?? 'Location N/A'}
                  </p>
                  <Link
                    to={paths.university(university.universityId)}
                    className="mt-2 inline-block text-sm font-medium text-primary-dark hover:underline"
                  >
                    View university
                  </Link>
                </div>
              </div>
            </Card>
          </div>

          <div className="flex flex-col gap-6">
            <Card
              title={`Status: ${normaliseStatus(application.status)}`}
              icon={<Info className="h-5 w-5" />}
            >
              <StatusExplanation status={application.status} />
              <AdvisorNote remark={application.remark} className="mt-4" />
              <div className="mt-4">
                <WithdrawButton application={application} />
              </div>
              <ApplicationOutcome
                applicationId={application.admissionApplicationId}
                decided={application.status === 'Accepted' || application.status === 'Rejected'}
              />
            </Card>
            <Card title="Application Timeline" icon={<Send className="h-5 w-5" />}>
              <DecisionTimeline application={application} />
            </Card>
            <Card title="Additional Information" icon={<FileSearch className="h-5 w-5" />}>
              <dl className="flex flex-col gap-4">
                <Detail label="Application ID" value={`#${application.admissionApplicationId}`} />
                <Detail label="Last Updated" value={formatDate(application.updatedAt)} />
              </dl>
            </Card>
          </div>
        </div>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Link to={paths.applications} className={clsx(backLinkClass, 'mb-4')}>
        <ArrowLeft className="h-4 w-4" /> Back
      </Link>
      {body}
    </section>
  );
}
