import { CHANCES_MESSAGES as M } from '@edupath/contract/chances';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { errorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCourseChances, useMyOutcomes } from '../api/chances';
import { ChanceRange } from './chance-range';
import { HowWorkedOut } from './how-worked-out';
import { OutcomeForm } from './outcome-form';

/**
 * "Your chances" on the course page (docs/fit-and-chances.md#where-it-shows): how similar
 * profiles did, as a range and a band, or nothing below the minimum; and a way to report her own
 * outcome for this course. Visitors are asked to sign in; staff see ranges in the console.
 */
export function CourseChances({ courseId }: { courseId: number }) {
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  if (user && !isStudent) return null;
  return (
    <section
      aria-labelledby="chances-heading"
      data-testid="course-chances"
      className="min-w-0 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="chances-heading" className="flex items-center gap-2 text-lg font-semibold text-secondary">
        <BarChart3 className="h-5 w-5 text-primary-dark" aria-hidden /> {M.heading}
      </h2>
      {isStudent ? (
        <StudentChances courseId={courseId} />
      ) : (
        <p className="mt-3 text-sm text-ink-secondary">
          <Link to={paths.login} className="font-medium text-primary-dark underline">
            Sign in
          </Link>{' '}
          as a student to see how similar profiles did on this course.
        </p>
      )}
    </section>
  );
}

function StudentChances({ courseId }: { courseId: number }) {
  const chances = useCourseChances(courseId, true);
  const [reporting, setReporting] = useState(false);
  const mine = useMyOutcomes(reporting);
  if (chances.isPending) return <Spinner label="Looking at similar profiles" className="py-6" />;
  if (chances.isError)
    return (
      <LoadError>
        {errorText(chances.error, 'Your chances could not be loaded. Please try again later.')}
      </LoadError>
    );
  const { range, profile } = chances.data;
  return (
    <div className="mt-3 space-y-3">
      {range ? (
        <ChanceRange range={range} />
      ) : (
        <p className="text-sm font-medium text-gray-900" data-testid="chances-not-enough">
          {M.notEnough}
        </p>
      )}
      <p className="text-sm text-ink-secondary">
        Your profile, as compared: {profile.summary}.{' '}
        {!range && (
          <>
            Compare it with{' '}
            {/* The entry requirements panel's heading, on this page (features/eligibility). */}
            <a href="#entry-requirements-title" className="text-primary-dark underline">
              the course's entry requirements
            </a>
            , and{' '}
            <Link to={paths.profile} className="text-primary-dark underline">
              keep your profile up to date
            </Link>
            .
          </>
        )}
      </p>
      <p className="text-xs text-gray-500">{M.never}</p>
      <HowWorkedOut />
      {reporting && mine.data ? (
        <OutcomeForm courseId={courseId} draft={mine.data.draft} onDone={() => setReporting(false)} />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setReporting(true)} disabled={reporting}>
          Heard back from this course? Share your outcome
        </Button>
      )}
    </div>
  );
}
