import { SelectField } from '../ui/field';

export interface FilterChoice {
  value: string | number;
  label: string;
}

/**
 * One filter of a console list: "any" first, then the choices. The change hands back the chosen
 * value as the select holds it (text), or undefined for "any"; the list turns it into its own type.
 */
export function FilterSelect({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | number | undefined;
  choices: readonly FilterChoice[] | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{anyLabel}</option>
      {choices?.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
