import {
  GENDERS,
  type ScholarshipDetails,
  SOCIAL_CATEGORIES,
  SOCIAL_CATEGORY_LABELS,
} from '@edupath/contract/scholarships';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
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
      <SelectField
        id={ids.citizen}
        label="Indian citizen?"
        value={citizen}
        onChange={(e) => setCitizen(e.target.value)}
      >
        <option value="">Not saying</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </SelectField>
      <TextField
        id={ids.dob}
        label="Date of birth"
        type="date"
        value={dob}
        onChange={(e) => setDob(e.target.value)}
      />
      <TextField
        id={ids.income}
        label="Family income (₹ a year)"
        inputMode="numeric"
        placeholder="e.g. 6,00,000"
        value={income}
        onChange={(e) => setIncome(e.target.value)}
      />
      <SelectField
        id={ids.category}
        label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
      >
        <option value="">Not saying</option>
        {SOCIAL_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {SOCIAL_CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <SelectField id={ids.gender} label="Gender" value={gender} onChange={(e) => setGender(e.target.value)}>
        <option value="">Not saying</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {g.charAt(0).toUpperCase() + g.slice(1)}
          </option>
        ))}
      </SelectField>
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
