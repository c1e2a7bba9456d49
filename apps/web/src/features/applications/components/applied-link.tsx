import { APPLICATION_MESSAGES } from '@edupath/contract/applications-messages';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** Where 'Apply Now' stood once the student applied: 'Applied', opening that application. */
export function AppliedLink({
  admissionApplicationId,
  size = 'md',
  className,
}: {
  admissionApplicationId: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <Link
      to={paths.application(admissionApplicationId)}
      data-testid="applied-link"
      title="You applied to this course: open your application"
      className={clsx(
        'inline-flex items-center justify-center gap-1.5 rounded-lg border border-primary bg-primary-light font-medium text-primary-dark transition-colors hover:bg-white',
        size === 'sm' && 'px-3 py-1.5 text-sm',
        size === 'md' && 'px-4 py-2 text-sm',
        size === 'lg' && 'px-6 py-3 text-base',
        className,
      )}
    >
      <CircleCheck aria-hidden className="h-4 w-4" />
      {APPLICATION_MESSAGES.applied}
    </Link>
  );
}
