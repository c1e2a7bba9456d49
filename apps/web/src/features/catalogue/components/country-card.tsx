import type { CountryCard as Country } from '@edupath/contract';
import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { Building2, Languages, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { orNA } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { formatCount } from '../format';

export function CountryCard({ country }: { country: Country }) {
  return (
    <article
      data-testid="country-card"
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative h-36 bg-secondary">
        {country.coverImage && (
          <img
            src={imageUrl(country.coverImage)}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
          />
        )}
        {country.flagImage && (
          <img
            src={imageUrl(country.flagImage)}
            alt={`Flag of ${country.countryName}`}
            loading="lazy"
            className="absolute bottom-3 left-3 h-9 w-12 rounded-md border-2 border-white object-cover shadow"
          />
        )}
        <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-secondary">
          <Building2 className="h-3.5 w-3.5" aria-hidden /> {country.universityCount}
          <span className="sr-only">universities</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold text-gray-900">{country.countryName}</h3>
        <dl className="mt-2 space-y-1.5 text-sm text-ink-secondary">
          <div className="flex items-center gap-2">
            <MapPin className="h-4 w-4 text-primary-dark" aria-hidden />
            <dt className="sr-only">Capital</dt>
            <dd>{orNA(country.capital)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Users className="h-4 w-4 text-primary-dark" aria-hidden />
            <dt className="sr-only">Population</dt>
            <dd>{formatCount(country.population)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Languages className="h-4 w-4 text-primary-dark" aria-hidden />
            <dt className="sr-only">Language</dt>
            <dd className="truncate">{orNA(country.language)}</dd>
          </div>
        </dl>
        <Link
          to={paths.country(country.countryId)}
          className="mt-4 inline-flex items-center justify-center rounded-lg bg-primary-dark px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-secondary"
        >
          {CATALOGUE_TEXTS.exploreCountry}
          <span className="sr-only"> {country.countryName}</span>
        </Link>
      </div>
    </article>
  );
}
