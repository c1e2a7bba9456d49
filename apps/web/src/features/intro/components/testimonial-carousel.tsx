import { TESTIMONIAL_INTERVAL_MS } from '@edupath/contract/constants';
import { clsx } from 'clsx';
import { Pause, Play, Quote, Star } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { useAutoAdvance } from '../../../hooks/use-auto-advance';
import type { Testimonial } from '../content';

/**
 * Rotates through the testimonials every TESTIMONIAL_INTERVAL_MS (5 s, docs/README.md); a dot jumps to one.
 * All slides share one grid cell so the card keeps the height of the longest quote and the page below
 * does not jump on every rotation.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !paused && !hovered && testimonials.length > 1;
  const { index: active, go: setActive } = useAutoAdvance({
    count: testimonials.length,
    intervalMs: TESTIMONIAL_INTERVAL_MS,
    enabled: rotating,
  });

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {/* Announcing every automatic change would interrupt screen-reader users; only user-driven ones are. */}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((t, i) => {
          const isActive = i === active;
          return (
            <figure
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${testimonials.length}`}
              aria-hidden={!isActive}
              inert={!isActive}
              className={clsx(
                'col-start-1 row-start-1 flex flex-col rounded-3xl border border-line bg-white p-6 shadow-xl shadow-primary/5 transition-all duration-500 sm:p-10',
                isActive ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
              )}
            >
              <Quote aria-hidden="true" className="h-10 w-10 text-primary/25" />
              <div className="mt-2 flex gap-1 text-amber-400" role="img" aria-label="Rated 5 out of 5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} aria-hidden="true" className="h-4 w-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink sm:text-xl">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <Avatar
                  name={t.name}
                  image={null}
                  letters={2}
                  className="h-12 w-12 rounded-full"
                  letterClassName="bg-linear-to-br from-primary to-secondary text-sm font-semibold text-white"
                />
                <span>
                  <span className="block font-semibold text-secondary">{t.name}</span>
                  <span className="block text-sm text-ink-secondary">
                    {t.program} · Studying in {t.destination}
                  </span>
                </span>
              </figcaption>
            </figure>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <div className="flex items-center">
          {testimonials.map((t, i) => (
            <button
              key={t.name}
              type="button"
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
              className="group flex h-6 min-w-6 items-center justify-center px-1"
            >
              <span
                className={clsx(
                  'block h-2.5 rounded-full transition-all duration-300',
                  i === active ? 'w-8 bg-primary-dark' : 'w-2.5 bg-primary/25 group-hover:bg-primary/50',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
          className="flex h-8 w-8 items-center justify-center rounded-full border border-line text-ink-secondary transition-colors hover:border-primary hover:text-primary-dark"
        >
          {paused ? <Play className="h-3.5 w-3.5" /> : <Pause className="h-3.5 w-3.5" />}
        </button>
      </div>
    </div>
  );
}
