import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { RateAge, ratesDates } from '../../../components/ui/rate-age';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useDataSources } from '../api/get-data-sources';

/** /data-sources: every source of the catalogue with its licence (docs/catalogue.md#honest-labels). */
export default function DataSourcesRoute() {
  const about = useDataSources();
  if (about.isPending) return <Spinner label="Loading data sources" className="py-32" />;
  if (about.isError) return <ErrorState message={about.error.message || 'Error loading data sources'} />;
  const { sources, sampleLabels, referenceRates } = about.data;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{CATALOGUE_TEXTS.dataSources}</h1>
      <p className="mt-3 text-ink-secondary">
        Countries, universities and QS ranks are real data from the sources below. Each course and university
        fact says where it comes from and when it was checked.
        {sampleLabels &&
          ' Courses, fees, deadlines, descriptions and pictures generated for this demo are marked “Illustrative sample data”.'}
        {referenceRates &&
          ` Rupee estimates use reference rates of ${ratesDates(referenceRates)} (${referenceRates.source}).`}
        {referenceRates && <RateAge date={referenceRates.oldestDate} />}
      </p>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-line bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-primary-light text-gray-900">
            <tr>
              <th scope="col" className="px-4 py-3">
                Source
              </th>
              <th scope="col" className="px-4 py-3">
                What we take from it
              </th>
              <th scope="col" className="px-4 py-3">
                Licence
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source.name} className="border-t border-line align-top">
                <td className="px-4 py-3 font-medium text-gray-900">
                  {source.url ? (
                    <a
                      href={source.url}
                      className="text-primary-dark underline"
                      rel="noreferrer"
                      target="_blank"
                    >
                      {source.name}
                    </a>
                  ) : (
                    source.name
                  )}
                </td>
                <td className="px-4 py-3 text-ink-secondary">{source.provides}</td>
                <td className="px-4 py-3 text-ink-secondary">{source.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
