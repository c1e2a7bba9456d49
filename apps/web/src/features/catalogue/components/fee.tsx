import type { Course } from '@edupath/contract';
import { RateAge, RateDate } from '../../../components/ui/rate-age';
import { formatDay, formatFee, formatRupees } from '../../../lib/format';

type FeeFields = Pick<Course, 'fee' | 'currencyCode' | 'feeInr' | 'inrRate'>;

/** '1 CA$ = ₹62.55, reference rate of 30 Jun 2025': what a rupee estimate rests on. */
export function rateNote(course: FeeFields): string | null {
  if (!course.inrRate || course.currencyCode === 'INR') return null;
  const rate = course.inrRate.inrPerUnit;
  const rupees = rate >= 1 ? rate.toFixed(2) : rate.toPrecision(3);
  return `1 ${course.currencyCode} = ₹${rupees}, reference rate of ${formatDay(course.inrRate.date)}`;
}

/**
 * The fee in its own currency and, for any other currency than the rupee, about how much that is
 * in rupees, with the rate's date on its own short line (the rate itself too with `showRate`, as on
 * the course page) (docs/catalogue.md#fees-and-currencies).
 */
export function Fee({ course, showRate = false }: { course: FeeFields; showRate?: boolean }) {
  const note = rateNote(course);
  return (
    <span data-testid="course-fee-block">
      <span data-testid="course-fee">{formatFee(course.fee, course.currencyCode)}</span>
      {course.fee !== null && course.feeInr !== null && note && (
        <span className="block text-sm text-ink-secondary" title={note} data-testid="course-fee-inr">
          ≈ {formatRupees(course.feeInr)}
          {course.inrRate &&
            (showRate ? (
              <span className="block text-xs text-gray-500">
                {note}
                <RateAge date={course.inrRate.date} />
              </span>
            ) : (
              <RateDate date={course.inrRate.date} className="block" />
            ))}
        </span>
      )}
    </span>
  );
}
