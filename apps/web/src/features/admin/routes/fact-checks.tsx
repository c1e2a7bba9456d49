import { ExternalLink } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDay } from '../../../lib/format';
import { useFactChecks } from '../api/fact-checks';
import { PageTitle, Panel } from '../components/panel';

const KIND_LABEL: Record<string, string> = {
  'reference-rate': 'Exchange rates',
  'study-cost': 'Study cost',
  lender: 'Lender',
  scholarship: 'Scholarship',
  'visa-route': 'Visa route',
};

/**
 * "Facts to re-check" (docs/money-and-visas.md#freshness): every curated record whose last check is
 * over 12 months old, oldest first, with the page to check it against. Re-checking means reading
 * that page, correcting the committed file and moving its checkedOn to the day of the check.
 */
export default function FactChecksRoute() {
  const queue = useFactChecks();
  if (queue.isPending) return <Spinner label="Loading the facts to re-check" className="py-16" />;
  if (queue.isError) return <LoadError>The facts to re-check could not be loaded.</LoadError>;
  const { items, today } = queue.data;
  return (
    <>
      <PageTitle>Facts to re-check</PageTitle>
      <Panel
        title={`${items.length} ${items.length === 1 ? 'record' : 'records'} checked over 12 months ago`}
      >
        <p className="mb-3 text-sm text-ink-secondary">
          As of {formatDay(today)}. Students see these marked “may be out of date” until someone compares them
          with their source again and records the new checked date in the data file.
        </p>
        {items.length === 0 ? (
          <p className="text-sm text-ink-secondary">
            Every curated fact was checked within the last 12 months.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="fact-check-queue">
              <thead className="text-xs uppercase tracking-wide text-gray-500">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Kind
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Record
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Checked on
                  </th>
                  <th scope="col" className="py-2">
                    Source
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {items.map((item) => (
                  <tr key={`${item.kind}:${item.id}`} data-testid="fact-check-row">
                    <td className="py-2 pr-3 whitespace-nowrap">{KIND_LABEL[item.kind] ?? item.kind}</td>
                    <td className="py-2 pr-3">{item.label}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDay(item.checkedOn)}</td>
                    <td className="py-2">
                      {item.sourceUrl ? (
                        <a
                          href={item.sourceUrl}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="inline-flex items-center gap-1 text-primary-dark underline"
                        >
                          Open <ExternalLink className="h-3 w-3" aria-hidden />
                        </a>
                      ) : (
                        <span className="text-gray-500">named in the record</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
