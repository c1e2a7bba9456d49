import { SHORTLIST_TEXTS } from '@edupath/contract/shortlist-constants';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useShortlistedIds, useShortlistOwner } from '../api/get-shortlist';
import { useToggleShortlist } from '../api/toggle-shortlist';

/**
 * The heart on course cards, course pages and the university page's course list
 * (docs/planning.md#shortlist). Visitors and students have one; staff do not.
 */
export function ShortlistHeart({
  courseId,
  courseName,
  className,
  withLabel = false,
}: {
  courseId: number;
  courseName?: string;
  className?: string;
  withLabel?: boolean;
}) {
  const owner = useShortlistOwner();
  const { ids, ready } = useShortlistedIds();
  const { toggle, pending } = useToggleShortlist();
  if (owner === 'none') return null;
  const busy = pending?.courseId === courseId;
  // Shown as it will be while the change is on its way.
  const shortlisted = busy ? pending.add : ids.has(courseId);
  const label = shortlisted ? SHORTLIST_TEXTS.remove : SHORTLIST_TEXTS.add;
  return (
    <button
      type="button"
      data-testid="shortlist-heart"
      aria-pressed={shortlisted}
      aria-label={courseName ? `${label}: ${courseName}` : label}
      title={label}
      disabled={!ready || busy}
      onClick={(event) => {
        // Cards are links in places: the heart must not open the course.
        event.preventDefault();
        event.stopPropagation();
        toggle(courseId, shortlisted);
      }}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border transition-colors disabled:cursor-wait',
        withLabel ? 'px-3 py-1.5 text-sm font-medium' : 'h-9 w-9',
        shortlisted
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100'
          : 'border-line bg-white text-ink-secondary hover:border-rose-200 hover:text-rose-600',
        className,
      )}
    >
      <Heart className={clsx('h-4 w-4', shortlisted && 'fill-current')} aria-hidden />
      {withLabel && <span>{shortlisted ? 'Shortlisted' : 'Shortlist'}</span>}
    </button>
  );
}
