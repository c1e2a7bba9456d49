import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  icon: Icon,
  title,
  text,
  action,
}: {
  id?: string;
  icon?: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="flex items-center gap-2 text-2xl font-bold text-secondary sm:text-3xl">
          {Icon && <Icon className="h-7 w-7 text-primary-dark" aria-hidden />}
          {title}
        </h2>
        {text && <p className="mt-1 text-ink-secondary">{text}</p>}
      </div>
      {action}
    </div>
  );
}
