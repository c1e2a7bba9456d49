import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { LIST_ORDER_TEXTS } from '@edupath/contract/neutrality';
import { Globe2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorText } from '../../../lib/form-errors';
import { exploreCountries, useCountries } from '../api/get-countries';
import { CountryCard } from '../components/country-card';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';

/** Every country, searchable; the search and page live in the URL (docs/catalogue.md, "Countries"). */
export default function ExploreRoute() {
  const [params, setParams] = useSearchParams();
  const query = exploreCountries(params);
  const q = query.q ?? '';
  const { page } = query;
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search.trim(), 250);

  // Back and forward change the URL under the box: show what the URL says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL's q should reset the box
  useEffect(() => {
    if (q !== search.trim()) setSearch(q);
  }, [q]);

  useEffect(() => {
    if (debounced === q) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, q, setParams]);

  const countries = useCountries(query);

  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-secondary sm:text-4xl">
        <Globe2 className="h-8 w-8 text-primary-dark" aria-hidden /> Explore Countries
      </h1>
      <p className="mt-2 text-ink-secondary">
        {countries.data ? `${countries.data.total} countries` : 'Countries'} with universities you can apply
        to. {LIST_ORDER_TEXTS.countries}
      </p>
      <SearchBox
        className="mt-6 max-w-xl"
        label="Search for countries"
        placeholder={CATALOGUE_TEXTS.countrySearchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      <div className="mt-8">
        {countries.isPending ? (
          <Spinner label="Loading countries" />
        ) : countries.isError ? (
          <p className="text-center text-red-600">
            {errorText(countries.error, CATALOGUE_TEXTS.countriesError)}
          </p>
        ) : countries.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-gray-50 py-12 text-center text-ink-secondary">
            No countries match “{q}”.
          </p>
        ) : (
          <>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {countries.data.items.map((country) => (
                <CountryCard key={country.countryId} country={country} />
              ))}
            </div>
            <Pagination
              page={page}
              totalPages={countries.data.totalPages}
              onPage={(next) => {
                setParams(q ? { q, page: String(next) } : { page: String(next) });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
