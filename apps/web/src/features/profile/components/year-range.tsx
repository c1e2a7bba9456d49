import { CalendarDays } from 'lucide-react';
import type { Path } from 'react-hook-form';
import type { FieldSpec } from './entry-form';

export function YearRange({ start, end }: { start: string; end: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" /> {start} – {end}
    </span>
  );
}

/** The start and end year of a section entry, side by side in its form. */
export function yearRangeFields<
  Values extends { startYear: unknown; endYear: unknown },
>(): FieldSpec<Values>[] {
  return [
    { name: 'startYear' as Path<Values>, label: 'Start year', placeholder: 'YYYY', half: true },
    {
      name: 'endYear' as Path<Values>,
      label: 'End year',
      placeholder: 'YYYY or Present',
      hint: "A year, or 'Present'",
      half: true,
    },
  ];
}
