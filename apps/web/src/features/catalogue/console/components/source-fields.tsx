import { todayIso } from '@edupath/contract/money';
import {
  FACT_GROUP_NAMES,
  type FactProvenance,
  factLabel,
  factLabelText,
} from '@edupath/contract/provenance';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../../../components/ui/field';
import { formatDay } from '../../../../lib/format';

/** The source fields every course and university form sends (the contract's factSourceInputFields). */
export interface SourceFormFields {
  sourceUrl?: string | null;
  sourceName?: string | null;
  sourceKind?: 'official_register' | 'university_page';
  checkedToday?: boolean;
}

export const EMPTY_SOURCE: Required<SourceFormFields> = {
  sourceUrl: '',
  sourceName: '',
  sourceKind: 'university_page',
  checkedToday: false,
};

/**
 * "Where this comes from" in a catalogue form (docs/catalogue.md#provenance): the page the admin
 * read the changed facts from and that they checked it today. Without an address, the groups the
 * save changes read "Entered by EduPath staff on <today>". Above, each group's label as it stands.
 */
export function SourceFields<T extends FieldValues & SourceFormFields>({
  register,
  errors,
  provenance,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  provenance?: Partial<Record<keyof typeof FACT_GROUP_NAMES, FactProvenance>>;
}) {
  const today = todayIso();
  const message = (name: keyof SourceFormFields) =>
    (errors[name]?.message as string | undefined) ?? undefined;
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3" data-testid="source-fields">
      <legend className="px-1 text-sm font-semibold text-secondary">Where this comes from</legend>
      {provenance && (
        <ul className="space-y-0.5 text-xs text-ink-secondary" data-testid="current-provenance">
          {(Object.keys(FACT_GROUP_NAMES) as Array<keyof typeof FACT_GROUP_NAMES>)
            .filter((group) => group in provenance || group === 'identity')
            .map((group) => (
              <li key={group}>
                <span className="text-gray-900">{FACT_GROUP_NAMES[group]}:</span>{' '}
                {factLabelText(factLabel(provenance[group], today), formatDay)}
              </li>
            ))}
        </ul>
      )}
      <TextField
        label="Source address"
        type="url"
        placeholder="https://www.university.edu/fees"
        hint={`The page you checked the facts you change against. Without one, they read "Entered by EduPath staff on ${formatDay(today)}".`}
        error={message('sourceUrl')}
        {...register('sourceUrl' as Path<T>)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Source name (optional)"
          placeholder="University of Toronto, graduate fees"
          hint="Shown to students; the address's site when empty"
          error={message('sourceName')}
          {...register('sourceName' as Path<T>)}
        />
        <SelectField
          label="Kind of source"
          error={message('sourceKind')}
          {...register('sourceKind' as Path<T>)}
        >
          <option value="university_page">The university's own page</option>
          <option value="official_register">An official register or list</option>
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--color-primary-dark)]"
          {...register('checkedToday' as Path<T>)}
        />
        I checked this today against the source
      </label>
      {message('checkedToday') && (
        <p role="alert" className="text-xs text-red-700">
          {message('checkedToday')}
        </p>
      )}
    </fieldset>
  );
}
