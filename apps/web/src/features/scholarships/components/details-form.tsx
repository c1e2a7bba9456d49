import {
  GENDERS,
  type ScholarshipDetails,
  SOCIAL_CATEGORIES,
  SOCIAL_CATEGORY_LABELS,
} from '@edupath/contract/scholarships';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSaveScholarshipDetails, useScholarshipDetails } from '../api/scholarships';

const blank = (text: string) => (text.trim() === '' ? null : text);

function Form({ initial }: { initial: ScholarshipDetails }) {
  const save = useSaveScholarshipDetails();
  const ids = { citizen: useId(), dob: useId(), income: useId(), category: useId(), gender: useId() };
  const [citizen, setCitizen] = useState(initial.indianCitizen === null ? '' : String(initial.indianCitizen));
  const [dob, setDob] = useState(initial.dateOfBirth ?? '');
  const [income, setIncome] = useState(
    initial.familyIncomeInr === null ? '' : String(initial.familyIncomeInr),
  );
  const [category, setCategory] = useState<string>(initial.category ?? '');
  const [gender, setGender] = useState<string>(initial.gender ?? '');
  const field = 'rounded-lg border border-line px-3 py-2 text-sm';
  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => {
        event.preventDefault();
        const rupees = Number(income.replace(/[,\s]/g, ''));
        save.mutate({
          indianCitizen: citizen === '' ? null : citizen === 'true',
          dateOfBirth: blank(dob),
          familyIncomeInr: income.trim() === '' || !Number.isFinite(rupees) ? null : Math.round(rupees),
          category: (blank(category) as ScholarshipDetails['category']) ?? null,
          gender: (blank(gender) as ScholarshipDetails['gender']) ?? null,
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.citizen} className="text-sm font-medium text-ink-secondary">
          Indian citizen?
        </label>
        <select
          id={ids.citizen}
          value={citizen}
          onChange={(e) => setCitizen(e.target.value)}
          className={field}
        >
          <option value="">Not saying</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.dob} className="text-sm font-medium text-ink-secondary">
          Date of birth
        </label>
        <input
          id={ids.dob}
          type="date"
          value={dob}
          onChange={(e) => setDob(e.target.value)}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.income} className="text-sm font-medium text-ink-secondary">
          Family income (₹ a year)
        </label>
        <input
          id={ids.income}
          inputMode="numeric"
          placeholder="e.g. 6,00,000"
          value={income}
          onChange={(e) => setIncome(e.target.value)}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.category} className="text-sm font-medium text-ink-secondary">
          Category
        </label>
        <select
          id={ids.category}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          className={field}
        >
          <option value="">Not saying</option>
          {SOCIAL_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {SOCIAL_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.gender} className="text-sm font-medium text-ink-secondary">
          Gender
        </label>
        <select id={ids.gender} value={gender} onChange={(e) => setGender(e.target.value)} className={field}>
          <option value="">Not saying</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g.charAt(0).toUpperCase() + g.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-5">
        <Button type="submit" disabled={save.isPending}>
          Save my details
        </Button>
      </div>
    </form>
  );
}

/**
 * The few things awards ask that a study profile does not hold. All optional: what she leaves
 * out makes those rules "check with the provider", never a guess.
 */
export function ScholarshipDetailsForm() {
  const details = useScholarshipDetails();
  return (
    <details
      className="rounded-2xl border border-line bg-white p-4 shadow-sm"
      data-testid="scholarship-details"
    >
      <summary className="cursor-pointer font-semibold text-secondary">
        Your details for scholarships (optional)
      </summary>
      <p className="mt-2 text-sm text-ink-secondary">
        Some awards have an age limit, an income ceiling or a reserved category. Tell us what you wish; only
        you and the matching see it. Your marks and work come from your profile.
      </p>
      {details.data && <Form initial={details.data} />}
    </details>
  );
}
