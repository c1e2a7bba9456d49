import { FileText, Route as RouteIcon, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { errorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { MyOutcomes } from '../../chances/index';
import { CalendarSubscription, useDeadlines } from '../../shortlist/index';
import { useApplications } from '../api/get-applications';
import { ApplicationCard } from '../components/application-card';

export const APPLICATIONS_LOAD_ERROR = 'Failed to load applications. Please try again later.';

const sideLinks = [
  { to: paths.timeline, label: 'Timeline', icon: RouteIcon },
  { to: paths.communities, label: 'Communities', icon: Users },
];

export default function ApplicationsRoute() {
  const applications = useApplications();
  // Each open application's next deadline and the days left (docs/planning.md#deadlines-and-reminders).
  const deadlines = useDeadlines();

  let body: React.ReactNode;
  if (applications.isPending) body = <Spinner label="Loading applications" />;
  else if (applications.isError)
    body = <LoadError>{errorText(applications.error, APPLICATIONS_LOAD_ERROR)}</LoadError>;
  else if (applications.data.length === 0)
    body = (
      <EmptyState
        icon={<FileText className="h-10 w-10" />}
        title="No applications found"
        text="You haven't applied to any courses yet."
        action={
          <Link
            to={paths.courses}
            className="rounded-lg bg-primary-dark px-4 py-2 text-sm font-medium text-white hover:bg-secondary"
          >
            Browse courses
          </Link>
        }
      />
    );
  else
    body = (
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {applications.data.map((application) => (
          <ApplicationCard
            key={application.admissionApplicationId}
            application={application}
            deadline={deadlines.data?.find((d) => d.courseId === application.CourseModel.courseId)}
          />
        ))}
      </div>
    );

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-secondary">My Applications</h1>
          <p className="mt-1 text-ink-secondary">Follow every course you have applied to.</p>
        </div>
        <nav aria-label="Your journey" className="flex gap-2">
          {sideLinks.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="inline-flex items-center gap-2 rounded-lg border border-primary px-4 py-2 text-sm font-medium text-primary-dark transition-colors hover:bg-primary-light"
            >
              <Icon className="h-4 w-4" /> {label}
            </Link>
          ))}
        </nav>
      </div>
      {body}
      {/* All of the student's deadlines in their own calendar (docs/planning.md#deadlines-in-a-calendar). */}
      <CalendarSubscription className="mt-8 max-w-xl" />
      {/* Admission outcomes she shares or withdraws (docs/fit-and-chances.md#outcomes). */}
      <MyOutcomes />
    </section>
  );
}
