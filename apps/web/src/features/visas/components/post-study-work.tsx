import type { VisaRoute } from '@edupath/contract/visa-routes';
import { Briefcase } from 'lucide-react';
import { FactSource } from '../../../components/ui/fact-source';
import { formatDay } from '../../../lib/format';

/** Post-study work after the route (docs/money-and-visas.md#proof-of-funds-and-visa-steps), each fact with its source. */
export function PostStudyWork({
  route,
  headingLevel = 'h2',
}: {
  route: VisaRoute;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <section
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
      aria-labelledby={`psw-${route.countryCode}`}
      data-testid="post-study-work"
    >
      <Heading
        id={`psw-${route.countryCode}`}
        className="flex items-center gap-2 text-lg font-semibold text-gray-900"
      >
        <Briefcase className="h-5 w-5 text-primary-dark" aria-hidden /> Working after you graduate in{' '}
        {route.countryName}
      </Heading>
      <ul className="mt-3 space-y-4">
        {route.postStudyWork.map((work) => (
          <li key={work.name}>
            <p className="font-medium text-gray-900">
              {work.name}: <span className="text-primary-dark">{work.length}</span>
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-700">
              {work.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
            {work.effectiveFrom && (
              <p className="mt-1 text-xs text-gray-600">In force from {formatDay(work.effectiveFrom)}</p>
            )}
            <FactSource source={work} className="mt-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
