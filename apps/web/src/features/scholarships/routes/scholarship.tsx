import {
  lakhs,
  SCHOLARSHIP_KIND_LABELS,
  SCHOLARSHIP_LEVEL_LABELS,
  SCHOLARSHIP_PROVIDER_TYPE_LABELS,
  type ScholarshipListItem,
  SOCIAL_CATEGORY_LABELS,
} from '@edupath/contract/scholarships';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { FactSource } from '../../../components/ui/fact-source';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useScholarship, useScholarshipMatches } from '../api/scholarships';
import { amountText } from '../components/amount';
import { SaveScholarshipButton } from '../components/save-button';
import { DeadlineLine } from '../components/scholarship-card';
import { VerdictReasons } from '../components/verdict';

/** The published rules in words: what the matching checks (docs/money-and-visas.md#scholarships). */
function rules(award: ScholarshipListItem): string[] {
  const e = award.eligibility;
  return [
    e.indianCitizen && 'Indian citizens',
    e.maxAge !== null && `Age at most ${e.maxAge}${e.ageOn ? ` ${e.ageOn}` : ''}`,
    e.maxFamilyIncomeInr !== null && `Family income up to ${lakhs(e.maxFamilyIncomeInr)} a year`,
    e.categories !== null && `Category: ${e.categories.map((c) => SOCIAL_CATEGORY_LABELS[c]).join(', ')}`,
    e.minMarksPercent !== null && `At least ${e.minMarksPercent}% marks in the qualifying degree`,
    e.minWorkMonths !== null && `At least ${e.minWorkMonths} months of work experience`,
    e.admissionRequired && 'An offer of admission first',
    e.gender !== null && `For ${e.gender} candidates`,
    ...e.otherConditions,
  ].filter((x): x is string => typeof x === 'string');
}

/** /scholarships/:id: one award in full, its source, and for a student her verdict and Save. */
export default function ScholarshipPage() {
  const { scholarshipId = '' } = useParams();
  const award = useScholarship(scholarshipId);
  const match = useScholarshipMatches().data?.get(scholarshipId);
  if (award.isPending) return <Spinner label="Loading the scholarship" className="py-24" />;
  if (award.isError) return <ErrorState message="This scholarship could not be found." />;
  const a = award.data;
  const list = rules(a);
  return (
    <article className="mx-auto max-w-3xl space-y-5 px-4 py-10">
      <Link
        to={paths.scholarships}
        className="inline-flex items-center gap-1 text-sm text-primary-dark hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> All scholarships
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{a.name}</h1>
          <p className="mt-1 text-ink-secondary">
            {a.provider} · {SCHOLARSHIP_PROVIDER_TYPE_LABELS[a.providerType]}
          </p>
        </div>
        {match && <SaveScholarshipButton id={a.id} saved={match.saved} name={a.name} />}
      </header>
      {match && <VerdictReasons item={match} />}
      <section className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-secondary">What it gives</h2>
        <p className="mt-1 text-2xl font-bold text-gray-900">{amountText(a)}</p>
        <p className="mt-1 text-sm text-ink-secondary">{SCHOLARSHIP_KIND_LABELS[a.kind]}</p>
        <p className="mt-3">{a.covers}</p>
        <dl className="mt-3 space-y-1 text-sm">
          <div>
            <dt className="inline font-medium">Level: </dt>
            <dd className="inline">{a.levels.map((l) => SCHOLARSHIP_LEVEL_LABELS[l]).join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Where: </dt>
            <dd className="inline">
              {[
                ...a.universities,
                ...(a.destinations.length ? [a.destinations.join(', ')] : ['Any country']),
              ].join(' — ')}
            </dd>
          </div>
          {a.fields.length > 0 && (
            <div>
              <dt className="inline font-medium">Fields: </dt>
              <dd className="inline">{a.fields.join(', ')}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-secondary">Who can apply</h2>
        {list.length === 0 ? (
          <p className="mt-1 text-sm text-ink-secondary">
            The source publishes no eligibility rule beyond the provider's selection.
          </p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {list.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )}
        {a.notes && <p className="mt-3 text-sm text-ink-secondary">{a.notes}</p>}
      </section>
      <section className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-secondary">When and how to apply</h2>
        <DeadlineLine award={a} />
        {a.deadlines.length > 0 && (
          <ul className="mt-2 text-sm text-ink-secondary">
            {a.deadlines.map((d) => (
              <li key={d.date}>
                {formatDay(d.date)} — {d.cycle}
              </li>
            ))}
          </ul>
        )}
        {a.deadlineNote && a.deadlines.length > 0 && <p className="mt-2 text-sm">{a.deadlineNote}</p>}
        <p className="mt-3 text-sm">{a.howToApply}</p>
        <a
          href={a.sourceUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary-dark underline"
        >
          Read the provider's page <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      </section>
      <FactSource source={a} />
    </article>
  );
}
