import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { GrievanceForm } from '../components/grievance-form';
import { GrievanceOfficer } from '../components/grievance-officer';

/**
 * /privacy-policy/grievance: the grievance officer's contact and the form whose messages land in
 * the console's inbox with a 90-day clock (docs/console.md, "Grievances").
 */
export default function GrievanceRoute() {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <title>Raise a grievance — EduPath</title>
      <header className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-primary to-secondary text-white shadow-lg shadow-primary/30">
          <MessageSquareWarning aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary">Raise a grievance</h1>
          <p className="mt-2 max-w-2xl text-ink-secondary">
            A complaint about how we handle your personal data: seeing it, correcting it, erasing it, or a
            consent you gave or withdrew. Read our{' '}
            <Link to={paths.privacy} className="font-medium text-primary-dark underline">
              privacy policy
            </Link>{' '}
            for your rights.
          </p>
        </div>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4">
          <GrievanceOfficer />
          <p className="text-sm text-ink-secondary">
            If our answer does not satisfy you, you may complain to the Data Protection Board of India.
          </p>
        </aside>
        <div className="rounded-2xl border border-line bg-white p-4 sm:p-6">
          <GrievanceForm />
        </div>
      </div>
    </article>
  );
}
