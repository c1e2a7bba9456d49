import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function StatTile({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-gray-500">
        <span className="rounded-lg bg-primary-light p-1.5 text-primary-dark">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        {label}
      </p>
      <p className="mt-2 text-lg font-semibold leading-snug text-gray-900" data-testid={`stat-${label}`}>
        {value}
      </p>
      {note && <p className="mt-0.5 text-xs text-gray-500">{note}</p>}
    </div>
  );
}
