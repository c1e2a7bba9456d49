import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SelectField } from '../ui/field';
import { SearchInput } from './search-input';

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

/** A list's search box, its `q` filter (an emptied box clears it); `className` places it in the FilterBar. */
export function FilterSearch({
  q,
  placeholder,
  onSearch,
  className,
}: {
  q: string | undefined;
  placeholder: string;
  onSearch: (q: string | undefined) => void;
  className: string;
}) {
  return (
    <div className={className}>
      <SearchInput
        label="Search"
        placeholder={placeholder}
        value={q ?? ''}
        onSearch={(text) => onSearch(text || undefined)}
      />
    </div>
  );
}

/**
 * The box of a console list's filters, a search landmark named for what it filters. Each list
 * says how many columns its filters take at each width.
 */
export function FilterBar({
  label,
  columns,
  children,
}: {
  label: string;
  /** Tailwind grid-cols classes, e.g. 'grid-cols-2 md:grid-cols-4'. */
  columns: string;
  children: ReactNode;
}) {
  return (
    <div
      role="search"
      aria-label={label}
      className={clsx('grid items-end gap-3 rounded-lg border border-line bg-white p-3', columns)}
    >
      {children}
    </div>
  );
}
