import type { UniversityCard as University } from '@edupath/contract';
import { CATALOGUE_TEXTS, COURSE_SEARCH_PAGE_SIZE } from '@edupath/contract/catalogue-constants';
import { LIST_ORDER_TEXTS } from '@edupath/contract/neutrality';
import { clsx } from 'clsx';
import { BookOpen, Building2, Coins, Landmark, Languages, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useProgressiveList } from '../../../hooks/use-progressive-list';
import { errorText } from '../../../lib/form-errors';
import { orNA } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { CountryVisa } from '../../visas/index';
import { useCountry } from '../api/get-country';
import { useCountryFaqs } from '../api/get-country-faqs';
import { useCourseSearch } from '../api/search-courses';
import { CourseCard } from '../components/course-card';
import { FaqAccordion } from '../components/faq-accordion';
import { Pagination } from '../components/pagination';
import { PreviewNotice } from '../components/preview-notice';
import { SearchBox } from '../components/search-box';
import { StatTile } from '../components/stat-tile';
import { UniversityCard } from '../components/university-card';
import { formatCount } from '../format';

export default function CountryRoute() {
  const { countryId = '' } = useParams();
  const country = useCountry(countryId);
  const faqs = useCountryFaqs(countryId, country.isSuccess);
  // On a phone the page opens on Universities (docs/catalogue.md, "Countries").
  const [tab, setTab] = useState('universities');

  if (country.isPending)
    return (
      // A screen's height, so the footer does not show and then jump down when the page arrives.
      <div className="min-h-screen">
        <Spinner label="Loading country details" className="py-32" />
      </div>
    );
  if (country.isError) return <ErrorState message={CATALOGUE_TEXTS.countryError} />;

  const c = country.data;
  const hasUniversities = c.UniversityModels.length > 0;
  const panel = 'data-[state=inactive]:hidden lg:data-[state=inactive]:block';

  return (
    <article>
      {c.unpublished && (
        <div className="mx-auto max-w-7xl px-4 pt-3">
          <PreviewNotice />
        </div>
      )}
      <header className="relative h-64 bg-secondary sm:h-80">
        {c.coverImage && <img src={imageUrl(c.coverImage)} alt="" className="h-full w-full object-cover" />}
        <div className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl items-end gap-4 px-4 pb-12">
          {c.flagImage && (
            <img
              src={imageUrl(c.flagImage)}
              alt={`Flag of ${c.countryName}`}
              className="h-14 w-20 rounded-lg border-2 border-white object-cover shadow-lg sm:h-16 sm:w-24"
            />
          )}
          <h1 className="text-3xl font-bold text-white drop-shadow sm:text-5xl">{c.countryName}</h1>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4">
        <div className="-mt-6 relative grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <StatTile icon={Building2} label="Universities" value={formatCount(c.universityCount)} />
          <StatTile icon={BookOpen} label="Total Courses" value={formatCount(c.courseCount)} />
          <StatTile icon={Languages} label="Language" value={orNA(c.language)} />
          <StatTile icon={Landmark} label="Capital" value={orNA(c.capital)} />
          <StatTile icon={Users} label="Population" value={formatCount(c.population)} />
          <StatTile icon={Coins} label="Currency" value={orNA(c.currency)} />
        </div>

        <section
          className="mt-10 rounded-2xl border border-line bg-white p-6 shadow-sm"
          aria-labelledby="about-heading"
        >
          <h2 id="about-heading" className="text-2xl font-bold text-secondary">
            About {c.countryName}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-secondary">{c.description || 'N/A'}</p>
          {c.educationSystem && (
            <>
              <h3 className="mt-6 text-lg font-semibold text-secondary">Education System</h3>
              <p className="mt-2 leading-relaxed text-ink-secondary">{c.educationSystem}</p>
            </>
          )}
        </section>

        <Tabs.Root value={tab} onValueChange={setTab} className="mt-10">
          <Tabs.List
            aria-label="Country sections"
            className="mb-6 grid grid-cols-2 rounded-xl bg-gray-100 p-1 lg:hidden"
          >
            {['Universities', 'Courses'].map((label) => (
              <Tabs.Trigger
                key={label}
                value={label.toLowerCase()}
                disabled={label === 'Courses' && !hasUniversities}
                className="rounded-lg py-2 text-sm font-medium text-ink-secondary data-[state=active]:bg-white data-[state=active]:text-primary-dark data-[state=active]:shadow disabled:cursor-not-allowed disabled:opacity-40"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="universities" forceMount className={panel}>
            <UniversitiesSection universities={c.UniversityModels} />
          </Tabs.Content>
          <Tabs.Content value="courses" forceMount className={clsx(panel, 'lg:mt-12')}>
            {hasUniversities && <CountryCourses countryId={c.countryId} countryName={c.countryName} />}
          </Tabs.Content>
        </Tabs.Root>

        <CountryVisa countryName={c.countryName} />

        {faqs.data && faqs.data.length > 0 && (
          <div className="mt-12">
            <FaqAccordion faqs={faqs.data} />
          </div>
        )}
      </div>
    </article>
  );
}

function UniversitiesSection({ universities }: { universities: University[] }) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? universities.filter((u) => u.universityName.toLowerCase().includes(needle))
    : universities;
  // Hundreds of cards are put on the page a couple of dozen at a time (hooks/use-progressive-list.ts).
  const rendered = useProgressiveList(shown);
  return (
    <section aria-labelledby="universities-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <h2 id="universities-heading" className="flex items-center gap-3 text-2xl font-bold text-secondary">
          Universities
          <span
            data-testid="university-count"
            className="rounded-full bg-primary-light px-3 py-0.5 text-sm font-semibold text-primary-dark"
          >
            {shown.length}
          </span>
        </h2>
        <SearchBox
          label="Search universities"
          placeholder="Search universities..."
          value={search}
          onChange={setSearch}
          className="w-full sm:w-80"
        />
        <p className="w-full text-sm text-ink-secondary">{LIST_ORDER_TEXTS.countryUniversities}</p>
      </div>
      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-gray-50 px-6 py-12 text-center">
          <p className="text-ink-secondary">
            {needle ? `No universities found matching "${search.trim()}"` : CATALOGUE_TEXTS.noUniversities}
          </p>
          {needle && (
            <Button variant="outline" className="mt-4" onClick={() => setSearch('')}>
              {CATALOGUE_TEXTS.clearSearch}
            </Button>
          )}
        </div>
      ) : (
        // A country can have hundreds of universities: the browser lays out and paints only the cards
        // near the screen, keeping each other card's place at about its height (20rem).
        <div className="grid grid-cols-1 gap-5 *:[contain-intrinsic-size:auto_20rem] *:[content-visibility:auto] sm:grid-cols-2 lg:grid-cols-4">
          {rendered.map((university) => (
            <UniversityCard key={university.universityId} university={university} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The Courses tab: every course of the country's universities, a page at a time. */
function CountryCourses({ countryId, countryName }: { countryId: number; countryName: string }) {
  const [page, setPage] = useState(1);
  const courses = useCourseSearch({
    country: countryId,
    page,
    pageSize: COURSE_SEARCH_PAGE_SIZE,
    sort: 'qsRank',
  });
  return (
    <section aria-labelledby="country-courses-heading">
      <h2
        id="country-courses-heading"
        className="mb-5 flex items-center gap-3 text-2xl font-bold text-secondary"
      >
        Courses in {countryName}
        {courses.data && (
          <span className="rounded-full bg-primary-light px-3 py-0.5 text-sm font-semibold text-primary-dark">
            {courses.data.total.toLocaleString('en-US')}
          </span>
        )}
      </h2>
      <p className="-mt-3 mb-5 text-sm text-ink-secondary">{LIST_ORDER_TEXTS.countryCourses}</p>
      {courses.isPending ? (
        <Spinner label="Loading courses" />
      ) : courses.isError ? (
        <p className="text-red-600">{errorText(courses.error, CATALOGUE_TEXTS.coursesError)}</p>
      ) : courses.data.items.length === 0 ? (
        <p className="text-ink-secondary">{CATALOGUE_TEXTS.noCourses}</p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {courses.data.items.map((course) => (
              <CourseCard key={course.courseId} course={course} />
            ))}
          </div>
          <Pagination page={page} totalPages={courses.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
