import { Route as RouteIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { SavedScholarshipDeadlines } from '../../scholarships/index';
import { UpcomingDeadlines } from '../../shortlist/index';
import { useMilestoneStatuses } from '../api/get-milestone-statuses';
import { useMilestones } from '../api/get-milestones';
import { MilestoneTimeline } from '../components/milestone-timeline';
import { buildTimeline, isReached } from '../utils/progress';

export default function TimelineRoute() {
  const { user } = useAuth();
  const milestones = useMilestones();
  const statuses = useMilestoneStatuses(user?.userId);

  let body: React.ReactNode;
  if (milestones.isError || statuses.isError)
    body = <LoadError>Failed to load your timeline. Please try again later.</LoadError>;
  else if (milestones.isPending || statuses.isPending) body = <Spinner label="Loading your timeline" />;
  else if (milestones.data.length === 0)
    body = (
      <EmptyState
        icon={<RouteIcon className="h-10 w-10" />}
        title="No Timeline Available"
        text="Your application timeline will appear here once you start the application process"
      />
    );
  else {
    const entries = buildTimeline(milestones.data, statuses.data);
    const reached = entries.filter((e) => isReached(e.state)).length;
    body = (
      <>
        <p className="mb-8 text-center text-sm font-medium text-ink-secondary" data-testid="timeline-summary">
          {reached} of {entries.length} milestones reached
        </p>
        <MilestoneTimeline entries={entries} />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-bold text-secondary">Your Application Journey</h1>
        <p className="mt-2 text-ink-secondary">
          Every step from your profile to your departure, kept up to date by you and your advisor.
        </p>
      </div>
      {/* Milestones beside the deadlines of shortlisted and applied courses (docs/planning.md). The
          columns are sized by the page, never by their longest line: a long course or university
          name, or an advisor's note, wraps or is cut with an ellipsis instead of widening a phone's page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{body}</div>
        <div className="min-w-0 space-y-6">
          <UpcomingDeadlines />
          <SavedScholarshipDeadlines />
        </div>
      </div>
    </section>
  );
}
