import { GRIEVANCE_RESPONSE_DAYS } from '@edupath/contract/grievance';
import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useGrievanceOfficer } from '../api/grievance';

/**
 * The grievance officer's contact, as the operator configured it, and the promise of an answer
 * within 90 days (docs/console.md, "Grievances"); on the privacy policy and the grievance page.
 */
export function GrievanceOfficer({ withFormLink = false }: { withFormLink?: boolean }) {
  const officer = useGrievanceOfficer();
  return (
    <div className="rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="grievance-officer">
      <p className="font-semibold text-secondary">Grievance Officer</p>
      {officer.isPending ? (
        <p className="mt-2 text-sm text-ink-secondary">Loading the contact…</p>
      ) : officer.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The contact could not be loaded. Please try again later.
        </p>
      ) : (
        <ul className="mt-2 flex list-none flex-col gap-1.5 pl-0 text-sm">
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" />
            {officer.data.name}
          </li>
          <li className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" />
            <a href={`mailto:${officer.data.email}`} className="font-medium text-primary-dark underline">
              {officer.data.email}
            </a>
          </li>
          {officer.data.phone && (
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" />
              <a
                href={`tel:${officer.data.phone.replace(/\s/g, '')}`}
                className="text-primary-dark underline"
              >
                {officer.data.phone}
              </a>
            </li>
          )}
          {officer.data.address && (
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" />
              <span className="whitespace-pre-line">{officer.data.address}</span>
            </li>
          )}
        </ul>
      )}
      <p className="mt-3 text-sm text-ink-secondary">
        We acknowledge every grievance at once with a reference number and answer it within{' '}
        {officer.data?.responseDays ?? GRIEVANCE_RESPONSE_DAYS} days.
      </p>
      {withFormLink && (
        <Link
          to={paths.privacyGrievance}
          className="mt-3 inline-block font-medium text-primary-dark underline"
        >
          Raise a grievance online
        </Link>
      )}
    </div>
  );
}
