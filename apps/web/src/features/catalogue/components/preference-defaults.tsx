import type { StudyPreferences } from '@edupath/contract';
import { STUDY_PREFERENCE_MESSAGES as M } from '@edupath/contract/study-preferences-constants';
import { Compass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { searchDefaultsSwitch, useStudyPreferences } from '../../profile/index';

/**
 * A student's study preferences as the courses page's default filters
 * (docs/fit-and-chances.md#study-preferences). They are put in the URL, like any filter, when she
 * opens /courses with none; the history entry's state remembers which filters came from them, so the
 * line that says so, and its Turn off, follow the entry.
 */

type Filters = Record<string, string>;

/** One filter (or two: a budget is a ceiling with its basis) and the words for it. */
interface Default {
  label: string;
  filters: Filters;
}

const lakh = (rupees: number) =>
  rupees >= 10_000_000
    ? `${Number((rupees / 10_000_000).toFixed(2)).toLocaleString('en-IN')} crore`
    : `${Number((rupees / 100_000).toFixed(2)).toLocaleString('en-IN')} lakh`;

/**
 * What the preferences set: level, intake, budget (first-year total), and a country or a field
 * only when she gave exactly one, because the search takes one of each. Several are offered to pick from.
 */
function preferenceDefaults(prefs: StudyPreferences) {
  const defaults: Default[] = [];
  if (prefs.courseType) defaults.push({ label: prefs.courseType, filters: { courseType: prefs.courseType } });
  const [country] = prefs.countries;
  if (country && prefs.countries.length === 1)
    defaults.push({ label: country.countryName, filters: { country: String(country.countryId) } });
  const [category] = prefs.categories;
  if (category && prefs.categories.length === 1)
    defaults.push({ label: category.categoryName, filters: { category: String(category.courseCategoryId) } });
  if (prefs.intake) defaults.push({ label: `${prefs.intake} intake`, filters: { intake: prefs.intake } });
  if (prefs.budgetInr !== null)
    defaults.push({
      label: `≤ ₹${lakh(prefs.budgetInr)} first year`,
      filters: { costBasis: 'firstYear', maxFee: String(prefs.budgetInr) },
    });
  return {
    defaults,
    pickCountries: prefs.countries.length > 1 ? prefs.countries : [],
    pickCategories: prefs.categories.length > 1 ? prefs.categories : [],
  };
}

/** The filters a history entry says came from the preferences, as far as the URL still has them. */
export function stillFromPreferences(state: unknown, params: URLSearchParams): Filters | undefined {
  const applied = (state as { preferences?: Filters } | null)?.preferences;
  if (!applied) return undefined;
  return Object.fromEntries(Object.entries(applied).filter(([key, value]) => params.get(key) === value));
}

/**
 * Applies the preferences on arrival and says so. `pending` is true while her preferences are
 * still loading for a search they may change, so the page waits instead of searching twice.
 */
export function usePreferenceDefaults() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const student = useAuth().user?.role === 'student';
  const [off, setOff] = useState(searchDefaultsSwitch.isOff);
  const prefs = useStudyPreferences(student);
  const plan = student && prefs.data ? preferenceDefaults(prefs.data) : undefined;
  const hasAny =
    !!plan && (plan.defaults.length > 0 || plan.pickCountries.length > 0 || plan.pickCategories.length > 0);
  // Only a fresh arrival with no filters: a URL's filters always win, and a page whose filters she
  // cleared herself (its entry has state) stays cleared.
  const arriving = params.toString() === '' && location.state == null;
  const apply = student && !off && arriving && hasAny;

  const applyNow = () => {
    if (!plan) return;
    const filters: Filters = Object.assign({}, ...plan.defaults.map((d) => d.filters));
    // Replaced: Back leaves the page rather than returning to the same search without them.
    setParams(new URLSearchParams(filters), { replace: true, state: { preferences: filters } });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies once per arrival, with the plan as it is then.
  useEffect(() => {
    if (apply) applyNow();
  }, [apply]);

  const applied = stillFromPreferences(location.state, params);
  const turnOff = () => {
    searchDefaultsSwitch.turnOff();
    setOff(true);
    const next = new URLSearchParams(params);
    for (const key of Object.keys(applied ?? {})) next.delete(key);
    // A budget's basis goes with its ceiling; a fee sort keeps the basis it chose.
    if (applied?.maxFee && !next.get('maxFee') && next.get('sort') !== 'fee') next.delete('costBasis');
    next.delete('page');
    setParams(next, { replace: true, state: { read: {} } });
  };
  const turnOn = () => {
    searchDefaultsSwitch.turnOn();
    setOff(false);
    applyNow();
  };

  return {
    // Loading, or about to be applied (the effect runs after this render).
    pending: student && !off && arriving && (prefs.isPending || hasAny),
    line:
      plan && applied
        ? {
            defaults: plan.defaults.filter((d) => Object.keys(d.filters).every((key) => key in applied)),
            pickCountries: params.get('country') ? [] : plan.pickCountries,
            pickCategories: params.get('category') ? [] : plan.pickCategories,
          }
        : undefined,
    offer: student && off && params.toString() === '' && hasAny,
    turnOff,
    turnOn,
  };
}

const pillClass =
  'inline-flex items-center rounded-full border border-primary/30 bg-white px-3 py-1 text-sm font-medium text-primary-dark hover:bg-primary/10 focus:outline-none focus:ring-2 focus:ring-primary/30';

/** "Using your study preferences: …", Turn off and Edit preferences; or, when off, a way back on. */
export function PreferenceDefaultsLine({
  state,
  onPick,
}: {
  state: ReturnType<typeof usePreferenceDefaults>;
  onPick: (filter: 'country' | 'category', value: string) => void;
}) {
  const { line, offer } = state;
  if (offer)
    return (
      <p className="mb-4 text-sm text-ink-secondary">
        Your study preferences are off for this visit.{' '}
        <button
          type="button"
          onClick={state.turnOn}
          className="font-medium text-primary-dark hover:underline"
        >
          Use them
        </button>
      </p>
    );
  if (!line) return null;
  const { defaults, pickCountries, pickCategories } = line;
  if (defaults.length === 0 && pickCountries.length === 0 && pickCategories.length === 0) return null;
  return (
    <section
      aria-label="Study preferences"
      data-testid="preference-defaults"
      className="mb-4 rounded-xl border border-primary/20 bg-primary-light/40 px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Compass className="h-4 w-4 shrink-0 text-primary-dark" aria-hidden />
        <p className="min-w-[12rem] flex-1 text-secondary">
          <span className="font-medium">{defaults.length > 0 ? M.applied : 'Your study preferences'}</span>
          {defaults.length > 0 && `: ${defaults.map((d) => d.label).join(' · ')}`}
        </p>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={state.turnOff}
            className="font-medium text-primary-dark hover:underline"
          >
            {M.turnOff}
          </button>
          <Link to={paths.profile} className="font-medium text-primary-dark hover:underline">
            {M.edit}
          </Link>
        </div>
      </div>
      {[
        {
          filter: 'country' as const,
          noun: 'country',
          plural: 'countries',
          items: pickCountries.map((c) => ({ id: c.countryId, name: c.countryName })),
        },
        {
          filter: 'category' as const,
          noun: 'field',
          plural: 'fields',
          items: pickCategories.map((c) => ({ id: c.courseCategoryId, name: c.categoryName })),
        },
      ]
        .filter((pick) => pick.items.length > 0)
        .map((pick) => (
          <div key={pick.filter} className="mt-2 flex flex-wrap items-center gap-2">
            <p className="text-ink-secondary">
              The search takes one {pick.noun} at a time. Your {pick.plural}:
            </p>
            <ul className="flex flex-wrap gap-2">
              {pick.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={pillClass}
                    onClick={() => onPick(pick.filter, String(item.id))}
                  >
                    {item.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
