import type { UniversityCard as University } from '@edupath/contract';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_UNIVERSITIES_PER_SLIDE } from '@edupath/contract/constants';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useAutoAdvance } from '../../../hooks/use-auto-advance';
import { UniversityCard } from './university-card';

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * 4 universities per slide, previous/next and dots; auto-advances every 5 s, and only when there
 * are more than 4 universities (docs/catalogue.md, "Universities"). Moving by hand restarts the 5 s.
 */
export function UniversityCarousel({ universities }: { universities: University[] }) {
  const slides = chunk(universities, CAROUSEL_UNIVERSITIES_PER_SLIDE);
  const { index: current, go } = useAutoAdvance({
    count: slides.length,
    intervalMs: CAROUSEL_INTERVAL_MS,
    enabled: universities.length > CAROUSEL_UNIVERSITIES_PER_SLIDE,
  });

  return (
    <section aria-roledescription="carousel" aria-label="Top universities" className="relative">
      <div className="overflow-hidden">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== current}
              inert={i !== current}
              data-active={i === current}
              className="grid w-full shrink-0 grid-cols-1 gap-5 px-0.5 py-1 sm:grid-cols-2 lg:grid-cols-4"
            >
              {slide.map((university) => (
                <UniversityCard key={university.universityId} university={university} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label="Previous universities"
            className="rounded-full border border-line bg-white p-2 text-secondary shadow-sm hover:border-primary hover:text-primary-dark"
          >
            <ChevronLeft className="h-5 w-5" />
          </button>
          {/* Each dot is drawn small inside a button of at least 24 x 24 px, the smallest target a
              finger can hit reliably (WCAG 2.5.8). */}
          <div className="flex">
            {slides.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                className="group flex h-6 min-w-6 items-center justify-center px-1"
              >
                <span
                  className={clsx(
                    'block h-2.5 rounded-full transition-all',
                    i === current ? 'w-8 bg-primary-dark' : 'w-2.5 bg-gray-300 group-hover:bg-gray-400',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label="Next universities"
            className="rounded-full border border-line bg-white p-2 text-secondary shadow-sm hover:border-primary hover:text-primary-dark"
          >
            <ChevronRight className="h-5 w-5" />
          </button>
        </div>
      )}
    </section>
  );
}
