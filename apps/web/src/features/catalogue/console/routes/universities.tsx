import { PageTitle } from '../../../../components/console/panel';
import { SelectField } from '../../../../components/ui/field';
import { imageUrl } from '../../../../lib/image-url';
import { useCatalogueList } from '../api/get-catalogue-list';
import { CatalogueList, NameLink } from '../components/catalogue-list';
import { PublishedPill } from '../components/published-pill';
import { cataloguePaths } from '../paths';

const link = (id: number) => cataloguePaths.item('universities', id);

/** Every country for a picker, A to Z (one page holds them all). */
export function useCountryChoices() {
  return useCatalogueList('countries', { pageSize: 300 });
}

/** /admin/catalogue/universities: every university A to Z, by name and country. */
export default function UniversitiesRoute() {
  const countries = useCountryChoices();
  return (
    <>
      <PageTitle>Universities</PageTitle>
      <CatalogueList
        kind="universities"
        noun="universities"
        searchPlaceholder="University name"
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
        newLink={cataloguePaths.new('universities')}
        newLabel="New university"
        rowLink={(row) => link(row.universityId)}
        columns={[
          {
            header: 'University',
            cell: (row) => (
              <span className="flex items-center gap-2">
                {row.universityLogo ? (
                  <img src={imageUrl(row.universityLogo)} alt="" className="h-7 w-7 shrink-0 rounded-full" />
                ) : (
                  <span className="h-7 w-7 shrink-0 rounded-full bg-gray-100" />
                )}
                <NameLink to={link(row.universityId)}>{row.universityName}</NameLink>
              </span>
            ),
          },
          { header: 'Country', cell: (row) => row.countryName },
          { header: 'QS rank', numeric: true, cell: (row) => row.qsRank ?? '—' },
          { header: 'Courses', numeric: true, cell: (row) => row.courseCount },
          {
            header: 'Status',
            cell: (row) => <PublishedPill isPublished={row.isPublished} visible={row.publiclyVisible} />,
          },
        ]}
        card={(row) => (
          <span className="flex items-center gap-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{row.universityName}</span>
              <span className="block text-xs text-ink-secondary">
                {row.countryName} · {row.courseCount} courses{row.qsRank ? ` · QS ${row.qsRank}` : ''}
              </span>
            </span>
            <PublishedPill isPublished={row.isPublished} visible={row.publiclyVisible} />
          </span>
        )}
      />
    </>
  );
}
