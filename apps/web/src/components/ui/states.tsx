import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './button';

export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-line bg-gray-50 px-6 py-12 text-center">
      {icon && <div className="mb-3 text-primary-dark">{icon}</div>}
      <h3 className="text-lg font-semibold text-secondary">{title}</h3>
      {text && <p className="mt-1 max-w-md text-ink-secondary">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A page's data failed to load: said at once, where the data would stand. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-center font-medium text-red-700">
      {children}
    </p>
  );
}

/** A failed load with a way back: 'Go Back' goes one page back (docs/catalogue.md). */
export function ErrorState({ message, backLabel = 'Go Back' }: { message: string; backLabel?: string }) {
  const navigate = useNavigate();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <p className="text-lg font-semibold text-red-600">{message}</p>
      <Button className="mt-4" variant="outline" onClick={() => navigate(-1)}>
        {backLabel}
      </Button>
    </div>
  );
}
