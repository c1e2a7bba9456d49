import { PROVENANCE, QS_ATTRIBUTION } from '@edupath/contract/catalogue-constants';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { errorText } from '../../../lib/form-errors';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { CourseChances } from '../../chances/index';
import { EntryRequirements } from '../../eligibility/index';
import { ScholarshipsFor } from '../../scholarships/index';
import { ProofOfFunds } from '../../visas/index';
import { useCourse } from '../api/get-course';
import { APPLY_ON_ARRIVAL_PARAM } from '../components/apply-now-button';
import { CourseDetails } from '../components/course-details';
import { factLines } from '../components/fact-label';
import { PreviewNotice } from '../components/preview-notice';
import { Provenance } from '../components/provenance';
import { TrueCost } from '../components/true-cost';
import { formatQsRank } from '../format';

/**
 * A course with its university and country; Apply Now for signed-in users, the way to it for a
 * visitor (docs/catalogue.md#course-page).
 */
export default function CourseRoute() {
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const course = useCourse(courseId);
  // `?apply=1`: back from signing in to apply (docs/catalogue.md#course-page). Once asked, the
  // address drops it, so a reload or Back does not ask again.
  const [search, setSearch] = useSearchParams();
  const applyOnArrival = search.get(APPLY_ON_ARRIVAL_PARAM) === '1';
  const dropApplyParam = useCallback(
    () =>
      setSearch(
        (current) => {
          const rest = new URLSearchParams(current);
          rest.delete(APPLY_ON_ARRIVAL_PARAM);
          return rest;
        },
        { replace: true },
      ),
    [setSearch],
  );

  if (course.isPending)
    return (
      // A screen's height, so the footer does not show and then jump down when the page arrives.
      <div className="min-h-screen">
        <Spinner label="Loading course" className="py-32" />
      </div>
    );
  if (course.isError) return <ErrorState message={errorText(course.error, 'Error loading course details')} />;

  const c = course.data;
  const university = c.UniversityModel;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-dark hover:text-primary-dark"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back
      </button>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            {c.unpublished && <PreviewNotice />}
            {c.image && (
              <img
                src={imageUrl(c.image)}
                alt=""
                data-testid="course-image"
                className="mb-5 h-56 w-full rounded-xl object-cover"
              />
            )}
            <CourseDetails
              course={c}
              showDetailsLink={false}
              applyOnArrival={applyOnArrival}
              onApplyAsked={dropApplyParam}
            />
          </div>
          <EntryRequirements requirements={c.entryRequirements} />
          {!c.unpublished && <TrueCost courseId={c.courseId} />}
          {!c.unpublished && <ProofOfFunds courseId={c.courseId} />}
          {!c.unpublished && <CourseChances courseId={c.courseId} />}
          {!c.unpublished && (
            <ScholarshipsFor
              countryName={c.CountryModel.countryName}
              universityName={university.universityName}
              courseType={c.courseType}
            />
          )}
        </div>
        <aside className="space-y-4">
          <Link
            to={paths.university(university.universityId)}
            className="block overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-lg"
          >
            <div className="h-24 bg-primary-light">
              {university.coverImage && (
                <img src={imageUrl(university.coverImage)} alt="" className="h-full w-full object-cover" />
              )}
            </div>
            <div className="p-4">
              {university.universityLogo && (
                <img
                  src={imageUrl(university.universityLogo)}
                  alt=""
                  className="-mt-10 mb-2 h-12 w-12 rounded-full border-4 border-white bg-white"
                />
              )}
              <p className="font-semibold text-gray-900">{university.universityName}</p>
              <p className="mt-1 flex items-center gap-1 text-sm text-ink-secondary">
                <MapPin className="h-4 w-4 text-primary-dark" aria-hidden />{' '}
                {university.location || 'Location N/A'}
              </p>
              {university.qsRank && (
                <p className="mt-2 text-sm text-secondary">
                  QS {formatQsRank(university.qsRank)}{' '}
                  <span className="text-xs text-gray-500">· {QS_ATTRIBUTION}</span>
                </p>
              )}
            </div>
          </Link>
          <Link
            to={paths.country(c.CountryModel.countryId)}
            className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:shadow-lg"
          >
            {c.CountryModel.flagImage && (
              <img
                src={imageUrl(c.CountryModel.flagImage)}
                alt=""
                className="h-8 w-11 rounded object-cover"
              />
            )}
            <span className="font-medium text-gray-900">Study in {c.CountryModel.countryName}</span>
          </Link>
          <Provenance
            rates={c.currencyCode !== 'INR'}
            lines={[
              // Each group as its record says (docs/catalogue.md#provenance).
              ...factLines(university.provenance, [
                { group: 'identity', facts: 'University name and website' },
              ]),
              ...(university.qsRank ? [{ facts: 'QS rank', source: PROVENANCE.qs }] : []),
              { facts: 'Country', source: PROVENANCE.countryData },
              ...factLines(c.provenance, [
                { group: 'identity', facts: 'Course name, level and duration' },
                { group: 'fees' },
                { group: 'dates' },
                { group: 'requirements' },
                { group: 'description' },
              ]),
            ]}
          />
        </aside>
      </div>
    </section>
  );
}
