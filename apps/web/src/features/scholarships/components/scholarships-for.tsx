import type { ScholarshipLevel } from '@edupath/contract/scholarships';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useScholarships } from '../api/scholarships';
import { amountText } from './amount';
import { scholarshipPath } from './scholarship-card';

const SHOWN = 5;

/** On course and university pages: the awards that apply there (the country's, the university's, and those open anywhere). */
/** A catalogue course type as an award level; diplomas and certificates have none. */
const LEVEL_OF: Record<string, ScholarshipLevel> = {
  Undergraduate: 'bachelor',
  Postgraduate: 'master',
  PhD: 'doctorate',
};

export function ScholarshipsFor({
  countryName,
  universityName,
  courseType,
}: {
  countryName: string;
  universityName?: string;
  /** The course's type ('Postgraduate'…): only awards for its level. */
  courseType?: string;
}) {
  const level = courseType ? LEVEL_OF[courseType] : undefined;
  const list = useScholarships({ country: countryName, university: universityName, level });
  if (!list.data || list.data.length === 0) return null;
  const specific = [...list.data].sort(
    (a, b) =>
      Number(b.universities.length > 0) - Number(a.universities.length > 0) ||
      Number(b.destinations.length > 0) - Number(a.destinations.length > 0),
  );
  const more = new URLSearchParams({ country: countryName, ...(level ? { level } : {}) });
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="scholarships-for">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-secondary">
        <Award className="h-5 w-5" aria-hidden /> Scholarships that apply here
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {specific.slice(0, SHOWN).map((a) => (
          <li key={a.id} className="py-2">
            <Link to={scholarshipPath(a.id)} className="font-medium text-gray-900 hover:text-primary-dark">
              {a.name}
            </Link>
            <p className="text-sm text-ink-secondary">
              {a.provider} · {amountText(a)}
            </p>
          </li>
        ))}
      </ul>
      <Link
        to={`${paths.scholarships}?${more}`}
        className="mt-2 inline-block text-sm font-medium text-primary-dark hover:underline"
      >
        All {list.data.length} scholarships for {countryName}
      </Link>
    </section>
  );
}

/** The first-year cost box's pointer: how many awards may reduce the total, and where to see them. */
export function CostScholarships({ countryName }: { countryName: string }) {
  const list = useScholarships({ country: countryName });
  if (!list.data || list.data.length === 0) return null;
  return (
    <Link
      to={`${paths.scholarships}?${new URLSearchParams({ country: countryName })}`}
      className="mt-2 flex items-center gap-1.5 text-sm font-medium text-primary-dark hover:underline"
      data-testid="true-cost-scholarships"
    >
      <Award className="h-4 w-4" aria-hidden /> Scholarships that may reduce this: {list.data.length} for{' '}
      {countryName}
    </Link>
  );
}
