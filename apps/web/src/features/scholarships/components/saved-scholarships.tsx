import { daysLeftText } from '@edupath/contract/shortlist-constants';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format';
import { useSavedScholarships } from '../api/scholarships';
import { scholarshipPath } from './scholarship-card';

/**
 * The timeline's saved scholarships with their next deadline (reminded 30, 7 and 1 days before,
 * like courses: docs/money-and-visas.md#scholarships). Nothing shows until she saves one.
 */
export function SavedScholarshipDeadlines() {
  const saved = useSavedScholarships();
  if (!saved.data || saved.data.length === 0) return null;
  return (
    <section aria-labelledby="saved-scholarships" className="self-start rounded-2xl bg-gray-50 p-5">
      <h2
        id="saved-scholarships"
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-secondary"
      >
        <GraduationCap className="h-5 w-5" aria-hidden /> Scholarship deadlines
      </h2>
      <ol className="flex flex-col gap-3">
        {saved.data.map((s) => (
          <li
            key={s.id}
            className="rounded-xl border border-line bg-white p-4 shadow-sm"
            data-testid="saved-scholarship"
          >
            <Link to={scholarshipPath(s.id)} className="font-semibold text-gray-900 hover:text-primary-dark">
              {s.name}
            </Link>
            <p className="text-sm text-ink-secondary">{s.provider}</p>
            <p className="mt-1 text-xs text-gray-600">
              {s.nextDeadline && s.daysLeft !== null
                ? `${formatDay(s.nextDeadline.date)} · ${s.nextDeadline.cycle} · ${daysLeftText(s.daysLeft)}`
                : 'Next deadline not announced yet — we remind you once it is published'}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
