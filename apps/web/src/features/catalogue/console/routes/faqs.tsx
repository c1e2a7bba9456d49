import { PageTitle } from '../../../../components/console/panel';
import { SelectField } from '../../../../components/ui/field';
import { CatalogueList, NameLink } from '../components/catalogue-list';
import { PublishedPill } from '../components/published-pill';
import { cataloguePaths } from '../paths';
import { useCountryChoices } from './universities';

const link = (id: number) => cataloguePaths.item('faqs', id);

/** /admin/catalogue/faqs: the countries' FAQs, by country and in their order. */
export default function FaqsRoute() {
  const countries = useCountryChoices();
  return (
    <>
      <PageTitle>Country FAQs</PageTitle>
      <CatalogueList
        kind="faqs"
        noun="FAQs"
        searchPlaceholder="Question or answer"
        filterNames={['countryId']}
        filters={(query, update) => (
          <SelectField
            label="Country"
            value={String(query.countryId ?? '')}
            onChange={(event) =>
              update({ countryId: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Any country</option>
            {countries.data?.items.map((country) => (
              <option key={country.countryId} value={country.countryId}>
                {country.countryName}
              </option>
            ))}
          </SelectField>
        )}
        newLink={cataloguePaths.new('faqs')}
        newLabel="New FAQ"
        rowLink={(row) => link(row.faqId)}
        columns={[
          {
            header: 'Question',
            cell: (row) => (
              <span className="block max-w-xl">
                <NameLink to={link(row.faqId)} sub={row.answer}>
                  {row.question}
                </NameLink>
              </span>
            ),
          },
          { header: 'Country', cell: (row) => row.countryName },
          { header: 'Order', numeric: true, cell: (row) => row.sortOrder },
          { header: 'Status', cell: (row) => <PublishedPill isPublished={row.isPublished} /> },
        ]}
        card={(row) => (
          <span className="flex items-start gap-3">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-gray-900">{row.question}</span>
              <span className="block text-xs text-ink-secondary">{row.countryName}</span>
            </span>
            <PublishedPill isPublished={row.isPublished} />
          </span>
        )}
      />
    </>
  );
}
