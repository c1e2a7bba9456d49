import type { UniversityCard as University } from '@edupath/contract';
import { CATALOGUE_TEXTS, QS_ATTRIBUTION } from '@edupath/contract/catalogue-constants';
import { BookOpen, ClipboardCheck, Languages, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { formatQsRank } from '../format';

export function UniversityCard({ university }: { university: University }) {
  return (
    <article
      data-testid="university-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-lg"
    >
      <div className="relative h-28 bg-primary-light">
        {university.coverImage && (
          <img
            src={imageUrl(university.coverImage)}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
          />
        )}
        {university.qsRank && (
          <span
            className="absolute right-3 top-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-secondary"
            title={QS_ATTRIBUTION}
          >
            QS {formatQsRank(university.qsRank)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4">
        <div className="relative z-10 -mt-8 mb-2">
          {university.universityLogo ? (
            <img
              src={imageUrl(university.universityLogo)}
              alt={`${university.universityName} logo`}
              loading="lazy"
              className="h-14 w-14 rounded-full border-4 border-white bg-white shadow"
            />
          ) : (
            <span className="block h-14 w-14 rounded-full border-4 border-white bg-primary-dark shadow" />
          )}
        </div>
        <h3 className="line-clamp-2 font-semibold text-gray-900">{university.universityName}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-secondary">
          <MapPin className="h-4 w-4 shrink-0 text-primary-dark" aria-hidden />
          <span className="truncate">{university.location || CATALOGUE_TEXTS.locationNA}</span>
        </p>
        <ul className="mt-3 space-y-1 text-sm text-ink-secondary">
          <li className="flex items-center gap-1.5">
            <BookOpen className="h-4 w-4 text-primary-dark" aria-hidden />
            {university.courseCount} {university.courseCount === 1 ? 'course' : 'courses'}
          </li>
          {university.language && (
            <li className="flex items-center gap-1.5">
              <Languages className="h-4 w-4 text-primary-dark" aria-hidden />
              <span className="truncate">{university.language}</span>
            </li>
          )}
          {university.testAccepted && (
            <li className="flex items-center gap-1.5">
              <ClipboardCheck className="h-4 w-4 text-primary-dark" aria-hidden />
              <span className="truncate">{university.testAccepted}</span>
            </li>
          )}
        </ul>
        <div className="min-h-4 flex-1" />
        <Link
          to={paths.university(university.universityId)}
          className="inline-flex items-center justify-center rounded-lg border border-primary px-4 py-2 text-sm font-medium text-primary-dark transition-colors hover:bg-primary-dark hover:text-white"
        >
          {CATALOGUE_TEXTS.viewDetails}
          <span className="sr-only"> of {university.universityName}</span>
        </Link>
      </div>
    </article>
  );
}
