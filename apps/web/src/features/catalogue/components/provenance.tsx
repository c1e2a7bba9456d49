import { PROVENANCE } from '@edupath/contract/catalogue-constants';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { RateAge, ratesDates } from '../../../components/ui/rate-age';
import { paths } from '../../../lib/paths';
import { useDataSources } from '../api/get-data-sources';

export interface ProvenanceLine {
  /** What the line is about: 'University name and website'. */
  facts: string;
  source: string;
  /** Sample data: shown only while the sample labels are on. */
  generated?: boolean;
}

/**
 * Where each fact on the page comes from (docs/catalogue.md#honest-labels): a record's groups as
 * its provenance says (factLines). Sample lines are dropped when the operator turned the sample
 * labels off; every other line stays.
 */
export function Provenance({ lines, rates = false }: { lines: ProvenanceLine[]; rates?: boolean }) {
  const about = useDataSources();
  const sampleLabels = about.data?.sampleLabels ?? true;
  const shown = lines.filter((line) => !line.generated || sampleLabels);
  const referenceRates = about.data?.referenceRates;
  return (
    <section
      aria-labelledby="provenance-title"
      data-testid="provenance"
      className="rounded-2xl border border-line bg-white p-4 text-sm shadow-sm"
    >
      <h2 id="provenance-title" className="flex items-center gap-1.5 font-semibold text-gray-900">
        <Info className="h-4 w-4 text-primary-dark" aria-hidden /> Where this comes from
      </h2>
      <ul className="mt-2 space-y-1.5 text-ink-secondary">
        {shown.map((line) => (
          <li key={line.facts}>
            <span className="text-gray-900">{line.facts}:</span> {line.source}
          </li>
        ))}
        {rates && referenceRates && (
          <li>
            <span className="text-gray-900">≈ ₹ estimates:</span> {PROVENANCE.referenceRates} of{' '}
            {ratesDates(referenceRates)}
            <RateAge date={referenceRates.oldestDate} />
          </li>
        )}
      </ul>
      <Link to={paths.dataSources} className="mt-2 inline-block font-medium text-primary-dark underline">
        All data sources
      </Link>
    </section>
  );
}
