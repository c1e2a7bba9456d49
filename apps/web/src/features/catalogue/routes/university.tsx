import { CATALOGUE_TEXTS, PROVENANCE, QS_ATTRIBUTION } from '@edupath/contract/catalogue-constants';
import { UNIVERSITY_COURSE_LIST_MAX_HEIGHT_PX } from '@edupath/contract/constants';
import { LIST_ORDER_TEXTS, NEUTRALITY_RANKING_NOTE, neutralityLine } from '@edupath/contract/neutrality';
import { clsx } from 'clsx';
import {
  BedDouble,
  BookOpen,
  ExternalLink,
  Globe2,
  HandCoins,
  MapPin,
  MonitorSmartphone,
  Percent,
  Trophy,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatFee, orNA } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { ScholarshipsFor } from '../../scholarships/index';
import { ShortlistHeart } from '../../shortlist/index';
import { useUniversity } from '../api/get-university';
import { CourseDetails } from '../components/course-details';
import { factLines } from '../components/fact-label';
import { PreviewNotice } from '../components/preview-notice';
import { Provenance } from '../components/provenance';
import { ReportedProgrammes } from '../components/reported-programmes';
import { SearchBox } from '../components/search-box';
import { StatTile } from '../components/stat-tile';
import { formatCount, formatPercent, formatQsRank } from '../format';

export default function UniversityRoute() {
  const { universityId = '' } = useParams();
  const university = useUniversity(universityId);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (university.isPending)
    return (
      // A screen's height, so the footer does not show and then jump down when the page arrives.
      <div className="min-h-screen">
        <Spinner label="Loading university details" className="py-32" />
      </div>
    );
  if (university.isError) return <ErrorState message={CATALOGUE_TEXTS.universityError} />;

  const u = university.data;
  const needle = search.trim().toLowerCase();
  const courses = needle
    ? u.CourseModels.filter((c) => c.courseName.toLowerCase().includes(needle))
    : u.CourseModels;
  const selected = u.CourseModels.find((c) => c.courseId === selectedId);

  return (
    <article>
      {u.unpublished && (
        <div className="mx-auto max-w-7xl px-4 pt-3">
          <PreviewNotice />
        </div>
      )}
      <header className="relative h-56 bg-primary-light sm:h-72">
        {u.coverImage && <img src={imageUrl(u.coverImage)} alt="" className="h-full w-full object-cover" />}
        <div className="absolute inset-0 bg-gradient-to-t from-black/55 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl items-end gap-4 px-4 pb-10">
          {u.universityLogo && (
            <img
              src={imageUrl(u.universityLogo)}
              alt={`${u.universityName} logo`}
              className="h-20 w-20 shrink-0 rounded-full border-4 border-white bg-white shadow-lg sm:h-24 sm:w-24"
            />
          )}
          <div className="min-w-0 text-white">
            <h1 className="text-2xl font-bold drop-shadow sm:text-4xl">{u.universityName}</h1>
            <p className="mt-1 flex items-center gap-1.5 text-white/90">
              <MapPin className="h-4 w-4" aria-hidden /> {u.location || CATALOGUE_TEXTS.locationNA}
            </p>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4">
        <div className="relative -mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <StatTile icon={BookOpen} label="Courses" value={formatCount(u.courseCount)} />
          <StatTile
            icon={Trophy}
            label="QS Rank"
            value={formatQsRank(u.qsRank)}
            note={u.qsRank ? QS_ATTRIBUTION : undefined}
          />
          <StatTile
            icon={Globe2}
            label="Country"
            value={
              <Link to={paths.country(u.CountryModel.countryId)} className="hover:text-primary-dark">
                {u.CountryModel.countryName}
              </Link>
            }
          />
          <StatTile icon={Percent} label="Acceptance Rate" value={formatPercent(u.acceptanceRate)} />
          <StatTile icon={MonitorSmartphone} label="Degree Mode" value={orNA(u.degreeMode)} />
          <StatTile icon={BedDouble} label="Dormitory" value={u.dorm ? 'Available' : 'Not Available'} />
        </div>

        <section
          className="mt-10 rounded-2xl border border-line bg-white p-6 shadow-sm"
          aria-labelledby="about-heading"
        >
          <h2 id="about-heading" className="text-2xl font-bold text-secondary">
            About
          </h2>
          <p className="mt-3 leading-relaxed text-ink-secondary">{u.description || 'N/A'}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Language</dt>
              <dd className="mt-0.5 text-gray-900">{orNA(u.language)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Test Accepted</dt>
              <dd className="mt-0.5 text-gray-900">{orNA(u.testAccepted)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Phone</dt>
              <dd className="mt-0.5 text-gray-900">{orNA(u.phone)}</dd>
            </div>
          </dl>
          {u.website && (
            <a
              href={u.website}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary-dark hover:text-primary-dark"
            >
              Visit the university website <ExternalLink className="h-4 w-4" aria-hidden />
            </a>
          )}
        </section>

        <div className="mt-10">
          <ScholarshipsFor countryName={u.CountryModel.countryName} universityName={u.universityName} />
        </div>

        <p
          data-testid="neutrality-line"
          className="mt-6 flex flex-wrap items-start gap-x-2 gap-y-1 rounded-xl border border-line bg-white px-4 py-3 text-sm text-gray-800"
        >
          <HandCoins className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" aria-hidden />
          <span className="min-w-0 flex-1">
            {neutralityLine(u.earning, u.earningSince)} {NEUTRALITY_RANKING_NOTE}{' '}
            <Link to={paths.howWeEarn} className="font-medium text-primary-dark underline">
              How EduPath earns
            </Link>
          </span>
        </p>

        <div className="mt-6">
          <Provenance
            rates
            lines={[
              ...factLines(u.provenance, [{ group: 'identity', facts: 'Name, location and website' }]),
              ...(u.qsRank ? [{ facts: 'QS rank', source: PROVENANCE.qs }] : []),
              { facts: 'Country', source: PROVENANCE.countryData },
              ...factLines(u.provenance, [
                { group: 'description' },
                { group: 'details', facts: 'Language, degree mode and dormitory' },
              ]),
              // Courses carry their own labels on their pages and cards.
            ]}
          />
        </div>

        <ReportedProgrammes universityId={u.universityId} countryName={u.CountryModel.countryName} />

        <section className="mt-10" aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="text-2xl font-bold text-secondary">
            Courses
          </h2>
          <p className="mb-5 mt-1 text-sm text-ink-secondary">{LIST_ORDER_TEXTS.universityCourses}</p>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
              <SearchBox
                label="Search courses"
                placeholder={CATALOGUE_TEXTS.courseSearchPlaceholder}
                value={search}
                onChange={setSearch}
              />
              <ul
                data-testid="course-list"
                className="mt-4 space-y-2 overflow-y-auto pr-1"
                style={{ maxHeight: UNIVERSITY_COURSE_LIST_MAX_HEIGHT_PX }}
              >
                {courses.length === 0 ? (
                  <li className="py-10 text-center text-ink-secondary">{CATALOGUE_TEXTS.noCourses}</li>
                ) : (
                  courses.map((course) => {
                    const active = course.courseId === selectedId;
                    return (
                      <li key={course.courseId} className="flex items-center gap-2">
                        <button
                          type="button"
                          aria-pressed={active}
                          onClick={() => setSelectedId(active ? null : course.courseId)}
                          className={clsx(
                            'min-w-0 flex-1 rounded-xl border px-4 py-3 text-left transition-colors',
                            active
                              ? 'border-primary bg-primary-light'
                              : 'border-line hover:border-primary/60',
                          )}
                        >
                          <span className="block font-medium text-gray-900">{course.courseName}</span>
                          <span className="mt-0.5 block text-sm text-ink-secondary">
                            {course.courseType} · {course.duration} ·{' '}
                            {formatFee(course.fee, course.currencyCode)}
                          </span>
                        </button>
                        <ShortlistHeart courseId={course.courseId} courseName={course.courseName} />
                      </li>
                    );
                  })
                )}
              </ul>
            </div>
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:self-start">
              {selected ? (
                <CourseDetails course={selected} />
              ) : (
                <p className="py-16 text-center text-ink-secondary">{CATALOGUE_TEXTS.selectCourse}</p>
              )}
            </div>
          </div>
        </section>
      </div>
    </article>
  );
}
