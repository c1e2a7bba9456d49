import type { StudyPreferences, StudyPreferencesValues } from '@edupath/contract';
import { COURSE_TYPES, INTAKES } from '@edupath/contract/catalogue-constants';
import { studyPreferencesFieldsSchema } from '@edupath/contract/study-preferences';
import {
  STUDY_PREFERENCE_LIMITS as L,
  STUDY_PREFERENCE_MESSAGES as M,
} from '@edupath/contract/study-preferences-constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Compass } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage, setServerFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useAllDestinations, useCategories } from '../../catalogue/index';
import { useSaveStudyPreferences, useStudyPreferences } from '../api/study-preferences';
import { PanelCard } from './panel-card';

/** The form's values as the controls hold them (text and ticked ids); the contract turns them into numbers. */
interface PreferenceForm {
  countryIds: string[];
  intake: string;
  courseType: string;
  categoryIds: string[];
  budgetInr: string;
  backlogs: string;
}
const FIELDS: Array<keyof PreferenceForm> = [
  'countryIds',
  'intake',
  'courseType',
  'categoryIds',
  'budgetInr',
  'backlogs',
];

const formValues = (saved: StudyPreferences): PreferenceForm => ({
  countryIds: saved.countryIds.map(String),
  intake: saved.intake ?? '',
  courseType: saved.courseType ?? '',
  categoryIds: saved.categoryIds.map(String),
  budgetInr: saved.budgetInr === null ? '' : String(saved.budgetInr),
  backlogs: saved.backlogs === null ? '' : String(saved.backlogs),
});

/** 2500000 → '₹25 lakh', 12000000 → '₹1.2 crore': how a family says a budget. */
function rupeesInWords(rupees: number) {
  const fixed = (n: number) => Number(n.toFixed(2)).toLocaleString('en-IN');
  return rupees >= 10_000_000 ? `₹${fixed(rupees / 10_000_000)} crore` : `₹${fixed(rupees / 100_000)} lakh`;
}

export function StudyPreferencesPanel() {
  const saved = useStudyPreferences();
  return (
    <PanelCard title="Study preferences" icon={<Compass className="h-5 w-5" aria-hidden="true" />}>
      <p className="mb-4 text-sm text-ink-secondary">
        What an advisor asks first. Course search starts from these; you can turn them off there.
      </p>
      {saved.isPending ? (
        <Spinner label="Loading study preferences" className="py-6" />
      ) : saved.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {serverMessage(saved.error) ?? 'Could not load your study preferences'}
        </p>
      ) : (
        <PreferencesForm key={saved.data.updatedAt ?? 'new'} saved={saved.data} />
      )}
    </PanelCard>
  );
}

/** Ticks in a bordered, scrolling box, with the error under it like any field's. */
function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  register,
}: {
  legend: string;
  hint: ReactNode;
  error?: string;
  options: Array<{ value: string; label: string }> | undefined;
  register: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink-secondary">{legend}</legend>
      {options === undefined ? (
        <Spinner label={`Loading ${legend.toLowerCase()}`} className="py-2" />
      ) : (
        <div
          className={`grid max-h-48 grid-cols-1 gap-x-4 gap-y-1.5 overflow-y-auto rounded-lg border p-3 sm:grid-cols-2 ${error ? 'border-red-500' : 'border-line'}`}
        >
          {options.map((option) => (
            <label key={option.value} className="flex min-w-0 items-center gap-2 text-sm text-ink-secondary">
              <input
                type="checkbox"
                value={option.value}
                className="h-4 w-4 shrink-0 accent-primary"
                {...register}
              />
              <span className="truncate">{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

function PreferencesForm({ saved }: { saved: StudyPreferences }) {
  const save = useSaveStudyPreferences();
  const countries = useAllDestinations();
  const categories = useCategories();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PreferenceForm, unknown, StudyPreferencesValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the contract's preprocessors take any input; the form's text is one such.
    resolver: zodResolver(studyPreferencesFieldsSchema as any),
    defaultValues: formValues(saved),
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof PreferenceForm) => register(name, { onChange: () => clearErrors(name) });
  const budget = Number(String(watch('budgetInr') ?? '').replace(/[,\s]/g, ''));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(M.saved);
    } catch (err) {
      setServerFieldErrors(err, setError, FIELDS);
      toast.error(serverMessage(err) ?? 'Could not save your study preferences');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CheckboxGroup
        legend="Countries you would study in"
        hint={`Up to ${L.countriesMax}. The most chosen destinations first.`}
        error={errors.countryIds?.message}
        options={countries.data?.map((c) => ({ value: String(c.countryId), label: c.countryName }))}
        register={field('countryIds')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label="Intake" error={errors.intake?.message} {...field('intake')}>
          <option value="">No preference</option>
          {INTAKES.map((intake) => (
            <option key={intake} value={intake}>
              {intake}
            </option>
          ))}
        </SelectField>
        <SelectField label="Level" error={errors.courseType?.message} {...field('courseType')}>
          <option value="">No preference</option>
          {COURSE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxGroup
        legend="Fields of study"
        hint={`Up to ${L.categoriesMax}.`}
        error={errors.categoryIds?.message}
        options={categories.data?.map((c) => ({ value: String(c.courseCategoryId), label: c.categoryName }))}
        register={field('categoryIds')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="First-year budget in ₹"
          inputMode="numeric"
          placeholder="e.g. 2500000"
          error={errors.budgetInr?.message}
          hint={
            Number.isInteger(budget) && budget > 0
              ? `${rupeesInWords(budget)} for tuition, living, visa and health cover in the first year`
              : 'Whole rupees, 1 lakh to 2 crore: tuition, living, visa and health cover'
          }
          {...field('budgetInr')}
        />
        <TextField
          label="Active backlogs"
          inputMode="numeric"
          placeholder="e.g. 0"
          error={errors.backlogs?.message}
          hint="Papers failed and not yet cleared. Some universities set a maximum."
          {...field('backlogs')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save preferences'}
        </Button>
        <Link to={paths.courses} className="text-sm font-medium text-primary-dark hover:underline">
          Search courses with them
        </Link>
      </div>
    </form>
  );
}
