import { BAND_THRESHOLDS, CHANCES_MESSAGES as M, MIN_OUTCOMES, percent } from '@edupath/contract/chances';
import { useId, useState } from 'react';

/**
 * The short version of docs/fit-and-chances.md, "Chances", behind "How is this worked out?":
 * who counts, the range, the thresholds and the limits.
 */
export function HowWorkedOut() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="text-sm font-medium text-primary-dark underline decoration-dotted hover:text-secondary"
      >
        {M.howLink}
      </button>
      {open && (
        <div
          id={id}
          className="mt-2 space-y-2 rounded-xl bg-gray-50 p-4 text-sm text-ink-secondary"
          data-testid="how-worked-out"
        >
          <p>
            We count the outcomes other students shared, anonymously, that are <strong>verified</strong>:
            EduPath's own decision on their application, or a decision letter an advisor has checked.
            Self-reported outcomes are not counted.
          </p>
          <p>
            <strong>Similar profiles</strong> took the same English test with a score in the same band, had a
            grade in the same band (as a share of its scale), and studied a degree in the same family of
            fields. If this course has fewer than {MIN_OUTCOMES}, we count the university's courses at the
            same level, then the country's, and say so.
          </p>
          <p>
            The <strong>range</strong> is a 95 % Wilson interval: where the admit rate of profiles like these
            plausibly lies, given how few there are. <strong>Reach</strong>: the whole range is below{' '}
            {percent(BAND_THRESHOLDS.reachBelow)}. <strong>Likely</strong>: the whole range is at or above{' '}
            {percent(BAND_THRESHOLDS.likelyFrom)}. <strong>Target</strong>: anything in between. Below{' '}
            {MIN_OUTCOMES} similar outcomes we show nothing, so no one can be picked out.
          </p>
          <p>
            Limits: students who share may not be typical; scores differ within a band; admissions change from
            year to year. {M.never}
          </p>
        </div>
      )}
    </div>
  );
}
