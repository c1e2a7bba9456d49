import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';

const accountTriggerClass =
  'flex min-w-0 items-center gap-1 rounded-lg border border-line px-3 py-2 text-sm text-ink-secondary hover:border-primary hover:text-primary-dark data-[state=open]:border-primary';

/** What the account menu's button shows: the same while the menu's code loads, so nothing moves. */
export function AccountMenuFace({
  email,
  ...props
}: { email: string | undefined } & ComponentPropsWithoutRef<'button'>) {
  return (
    <button type="button" aria-label="Account menu" className={accountTriggerClass} {...props}>
      <span className="max-w-40 truncate" data-testid="greeting">
        Hi, {email}
      </span>
      <ChevronDown aria-hidden className="h-4 w-4 shrink-0" />
    </button>
  );
}
