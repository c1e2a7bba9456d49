import { useReportedProgrammes } from '../api/get-reported-programmes';
import { factText } from './fact-label';

/** Only the College Scorecard reports programmes, and only for US institutions. */
export const REPORTING_COUNTRY = 'United States';

/**
 * "Programmes reported to the US Department of Education": what the College Scorecard's
 * field-of-study file lists for this university, with its provenance (docs/catalogue.md#register-imports).
 * Nothing is shown until an import matched the university.
 */
export function ReportedProgrammes({
  universityId,
  countryName,
}: {
  universityId: number;
  countryName: string;
}) {
  const { data } = useReportedProgrammes(universityId, countryName === REPORTING_COUNTRY);
  if (!data || data.programmes.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="reported-programmes-heading">
      <h2 id="reported-programmes-heading" className="text-2xl font-bold text-secondary">
        Programmes reported to the US Department of Education
      </h2>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2" data-testid="reported-programmes">
        {data.programmes.map((p) => (
          <li key={`${p.cipCode}-${p.credentialLevel}`}>
            {p.cipTitle} <span className="text-ink-secondary">({p.credentialTitle})</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-secondary">{factText(data.source)}</p>
    </section>
  );
}
