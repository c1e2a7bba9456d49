import { todayIso } from '@edupath/contract/money';
import type { MoneyRule, VisaRoute } from '@edupath/contract/visa-routes';
import { currentVersion, previousVersion } from '@edupath/contract/visa-routes-calc';
import { Link, useParams } from 'react-router';
import { FactSource } from '../../../components/ui/fact-source';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useVisaRoute, useVisaRoutes } from '../api/visa-routes';
import { formatMinor } from '../components/money';
import { PostStudyWork } from '../components/post-study-work';

const PER: Record<MoneyRule['per'], string> = { once: '', month: ' a month', year: ' a year' };

/** One fee or amount: the version in force today, "from <date>", and the one it replaced. */
function MoneyRuleItem({ rule, today }: { rule: MoneyRule; today: string }) {
  const current = currentVersion(rule, today);
  const previous = previousVersion(rule, today);
  if (!current) return null;
  return (
    <li className="py-3" data-testid={`rule-${rule.id}`}>
      <div className="flex flex-wrap justify-between gap-2">
        <span className="text-gray-800">{rule.label}</span>
        <span className="font-semibold text-gray-900">
          {formatMinor(current.amountMinor, current.currencyCode)}
          {PER[rule.per]}
        </span>
      </div>
      <p className="text-xs text-gray-600">
        {current.effectiveFrom ? `From ${formatDay(current.effectiveFrom)}` : 'In force when checked'}
        {previous && (
          <>
            {' '}
            · was {formatMinor(previous.amountMinor, previous.currencyCode)}
            {previous.effectiveFrom ? ` from ${formatDay(previous.effectiveFrom)}` : ''}
          </>
        )}
      </p>
      {current.note && <p className="text-sm text-gray-700">{current.note}</p>}
      <FactSource source={current} className="mt-0.5" />
    </li>
  );
}

function RouteDetail({ route }: { route: VisaRoute }) {
  const today = todayIso();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">
          {route.visaName}: {route.countryName}
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          Fees, proof of funds and steps for Indian students, each figure with the official page it comes
          from.
        </p>
        <FactSource source={route.overview} className="mt-1" />
      </header>
      <section
        className="rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="fees-heading"
      >
        <h2 id="fees-heading" className="text-lg font-semibold text-gray-900">
          Fees and amounts
        </h2>
        <ul className="divide-y divide-line">
          {route.fees.map((rule) => (
            <MoneyRuleItem key={rule.id} rule={rule} today={today} />
          ))}
        </ul>
      </section>
      <section
        className="rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="rules-heading"
      >
        <h2 id="rules-heading" className="text-lg font-semibold text-gray-900">
          Rules to know
        </h2>
        <ul className="mt-2 space-y-3">
          {route.requirements.map((requirement) => (
            <li key={requirement.id}>
              <p className="font-medium text-gray-900">{requirement.label}</p>
              <p className="text-sm text-gray-700">{requirement.text}</p>
              {requirement.effectiveFrom && (
                <p className="text-xs text-gray-600">From {formatDay(requirement.effectiveFrom)}</p>
              )}
              <FactSource source={requirement} className="mt-0.5" />
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-gray-900">What counts as funds</h3>
        <ul className="mt-1 list-disc pl-5 text-sm text-gray-700">
          {route.funds.whatCounts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        {route.funds.note && <p className="mt-2 text-sm text-gray-700">{route.funds.note}</p>}
      </section>
      <PostStudyWork route={route} />
      <section
        className="rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="steps-heading"
      >
        <h2 id="steps-heading" className="text-lg font-semibold text-gray-900">
          After you accept an offer
        </h2>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-gray-700">
          {route.steps.map((step) => (
            <li key={step.key}>
              <span className="font-medium text-gray-900">{step.title}</span>: {step.detail}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-gray-600">
          Once an application is accepted, these steps appear on it as a checklist you can tick.
        </p>
      </section>
    </div>
  );
}

/** /visas/:countryCode, public: one route's dated rules (docs/money-and-visas.md#proof-of-funds-and-visa-steps). */
export default function VisaRoutePage() {
  const { countryCode = '' } = useParams();
  const route = useVisaRoute(countryCode);
  const routes = useVisaRoutes();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Visa routes" className="mb-6 flex flex-wrap gap-2">
        {routes.data?.map((r) => (
          <Link
            key={r.countryCode}
            to={paths.visaRoute(r.countryCode)}
            aria-current={r.countryCode === countryCode.toUpperCase() ? 'page' : undefined}
            className="rounded-full border border-line px-3 py-1 text-sm text-gray-700 aria-[current=page]:border-primary-dark aria-[current=page]:bg-primary-light aria-[current=page]:text-primary-dark"
          >
            {r.countryName}
          </Link>
        ))}
      </nav>
      {route.isPending ? (
        <Spinner label="Loading the visa route" className="py-10" />
      ) : route.isError || !route.data ? (
        <LoadError>There is no visa route for this country.</LoadError>
      ) : (
        <RouteDetail route={route.data} />
      )}
    </section>
  );
}
