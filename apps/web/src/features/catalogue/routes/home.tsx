import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { LIST_ORDER_TEXTS } from '@edupath/contract/neutrality';
import { ArrowRight, Compass, GraduationCap, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAuth } from '../../../lib/auth-storage';
import { errorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api/get-categories';
import { homeCountries, useCountryPages } from '../api/get-countries';
import { homeUniversities, useUniversities } from '../api/get-universities';
import { CountryCard } from '../components/country-card';
import { SearchBox } from '../components/search-box';
import { SectionHeading } from '../components/section-heading';
import { UniversityCarousel } from '../components/university-carousel';

// Below the fold: its tabs (Radix) and course cards load after the page's own chunk, beside its data.
const CategoryCourses = lazy(async () => ({
  default: (await import('../components/category-courses')).CategoryCourses,
}));

export default function HomeRoute() {
  const { isAuthenticated } = useAuth();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  // Where Indian students go leads, and India is never offered (docs/catalogue.md#countries).
  const countries = useCountryPages(homeCountries(q || undefined));
  const universities = useUniversities(homeUniversities);
  // Asked for now, while the courses section's code is still on its way.
  useCategories();
  const countryList = countries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-secondary via-primary-dark to-primary text-white">
        <div aria-hidden className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-white/10 blur-2xl" />
        <div
          aria-hidden
          className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-white/10 blur-2xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Sparkles className="h-4 w-4" aria-hidden /> Your guide to studying abroad
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            Find the country, university and course that fit you
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            Compare universities around the world, with QS rankings, fees and intakes, then apply with an
            advisor at your side.
          </p>
          <div className="mt-8 max-w-xl">
            <SearchBox
              label="Search for countries"
              placeholder={CATALOGUE_TEXTS.countrySearchPlaceholder}
              value={search}
              onChange={setSearch}
            />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="countries-heading">
        <SectionHeading
          id="countries-heading"
          icon={Compass}
          title="Explore Countries"
          text={`Where will you study? Start with a country. ${LIST_ORDER_TEXTS.destinations}`}
          action={
            <Link
              to={paths.explore}
              className="text-sm font-medium text-primary-dark hover:text-primary-dark"
            >
              All countries
            </Link>
          }
        />
        {countries.isPending ? (
          <Spinner label="Loading countries" />
        ) : countries.isError ? (
          <p className="text-center text-red-600">
            {errorText(countries.error, CATALOGUE_TEXTS.countriesError)}
          </p>
        ) : countryList.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-gray-50 py-12 text-center text-ink-secondary">
            No countries match “{q}”.
          </p>
        ) : (
          <>
            <div
              data-testid="country-grid"
              aria-busy={countries.isFetching && !countries.isFetchingNextPage}
              className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4"
            >
              {countryList.map((country) => (
                <CountryCard key={country.countryId} country={country} />
              ))}
            </div>
            {countries.hasNextPage && (
              <div className="mt-8 text-center">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => countries.fetchNextPage()}
                  disabled={countries.isFetchingNextPage}
                >
                  {CATALOGUE_TEXTS.loadMoreCountries}
                </Button>
                {countries.isFetchingNextPage && <Spinner label="Loading more countries" className="py-4" />}
              </div>
            )}
          </>
        )}
      </section>

      <section className="bg-gray-50 py-14" aria-labelledby="universities-heading">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="universities-heading"
            icon={GraduationCap}
            title="Top Universities"
            text="Leading universities by QS World University Rankings 2027."
          />
          {universities.isPending ? (
            <Spinner label="Loading universities" />
          ) : universities.isError ? (
            <p className="text-center text-red-600">
              {errorText(universities.error, CATALOGUE_TEXTS.universitiesError)}
            </p>
          ) : (
            <UniversityCarousel universities={universities.data.items} />
          )}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="courses-heading">
        <SectionHeading
          id="courses-heading"
          icon={Sparkles}
          title="Courses by Category"
          text={`Pick a field to see its courses. ${LIST_ORDER_TEXTS.categoryCourses}`}
          action={
            <Link
              to={paths.courses}
              className="text-sm font-medium text-primary-dark hover:text-primary-dark"
            >
              Search all courses
            </Link>
          }
        />
        <Suspense fallback={<Spinner label="Loading categories" />}>
          <CategoryCourses />
        </Suspense>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-4">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-primary to-secondary px-6 py-12 text-center text-white sm:px-12">
          <div aria-hidden className="absolute -right-10 -top-10 h-48 w-48 rounded-full bg-white/10" />
          <h2 className="relative text-3xl font-bold">{CATALOGUE_TEXTS.ctaTitle}</h2>
          <p className="relative mx-auto mt-3 max-w-xl text-white/85">
            Create your profile, shortlist courses and let an advisor guide every step of your application.
          </p>
          <Link
            to={isAuthenticated ? paths.courses : paths.signup}
            className="relative mt-6 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-secondary shadow-lg transition hover:bg-primary-light"
          >
            {CATALOGUE_TEXTS.ctaButton}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        </div>
      </section>
    </>
  );
}
