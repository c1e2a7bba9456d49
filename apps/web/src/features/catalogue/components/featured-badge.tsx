import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { featuredExplanation } from '@edupath/contract/neutrality';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * The featured badge says who chose the course and why (docs/catalogue.md#neutrality): on hover
 * (its title) and on a tap, which opens the explanation under it, since phones have no hover.
 */
export function FeaturedBadge({ reason }: { reason: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const explanation = featuredExplanation(reason);
  return (
    <span className="relative inline-flex shrink-0">
      <button
        type="button"
        title={explanation}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800 hover:bg-amber-200"
      >
        <Star className="h-3.5 w-3.5 fill-current" aria-hidden />
        {CATALOGUE_TEXTS.featured}
        <span className="sr-only">: why?</span>
      </button>
      {open && (
        <span
          id={id}
          role="note"
          className="absolute right-0 top-full z-20 mt-1 w-60 max-w-[75vw] rounded-lg border border-line bg-white p-2 text-xs font-normal text-gray-800 shadow-lg"
        >
          {explanation}
        </span>
      )}
    </span>
  );
}
