import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The banner at the top of a form: what went wrong with the form as a whole (announced at once),
 * or that it was saved. Renders nothing without a message, so it can stand in the form always.
 */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children?: ReactNode;
}) {
  if (children === null || children === undefined || children === false || children === '') return null;
  if (tone === 'success')
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-700"
      >
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {children}
      </p>
    );
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  );
}
