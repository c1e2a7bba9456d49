import { CalendarDays } from 'lucide-react';

export function YearRange({ start, end }: { start: string; end: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" /> {start} – {end}
    </span>
  );
}
