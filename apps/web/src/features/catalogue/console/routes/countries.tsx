import { PageTitle } from '../../../../components/console/panel';
import { imageUrl } from '../../../../lib/image-url';
import { CatalogueList, NameLink } from '../components/catalogue-list';
import { PublishedPill } from '../components/published-pill';
import { cataloguePaths } from '../paths';

const link = (id: number) => cataloguePaths.item('countries', id);

/** /admin/catalogue/countries: every country A to Z, by name or ISO code. */
export default function CountriesRoute() {
  return (
    <>
      <PageTitle>Countries</PageTitle>
      <CatalogueList
        kind="countries"
        noun="countries"
        searchPlaceholder="Name or ISO code"
        newLink={cataloguePaths.new('countries')}
        newLabel="New country"
        rowLink={(row) => link(row.countryId)}
        columns={[
          {
            header: 'Country',
            cell: (row) => (
              <span className="flex items-center gap-2">
                {row.flagImage ? (
                  <img
                    src={imageUrl(row.flagImage)}
                    alt=""
                    className="h-5 w-7 shrink-0 rounded-sm object-cover"
                  />
                ) : (
                  <span className="h-5 w-7 shrink-0 rounded-sm bg-gray-100" />
                )}
                <NameLink to={link(row.countryId)} sub={row.capital}>
                  {row.countryName}
                </NameLink>
              </span>
            ),
          },
          { header: 'ISO', cell: (row) => <span className="font-mono text-xs">{row.isoCode}</span> },
          { header: 'Universities', numeric: true, cell: (row) => row.universityCount },
          { header: 'FAQs', numeric: true, cell: (row) => row.faqCount },
          { header: 'Status', cell: (row) => <PublishedPill isPublished={row.isPublished} /> },
        ]}
        card={(row) => (
          <span className="flex items-center gap-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">
                {row.countryName} <span className="font-mono text-xs text-ink-secondary">{row.isoCode}</span>
              </span>
              <span className="block text-xs text-ink-secondary">
                {row.universityCount} universities · {row.faqCount} FAQs
              </span>
            </span>
            <PublishedPill isPublished={row.isPublished} />
          </span>
        )}
      />
    </>
  );
}
