import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** The chips' colours, written out whole so Tailwind finds every class. */
const TONES = {
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/25',
  sky: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/25',
  green: 'bg-green-50 text-green-800 ring-green-600/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
} as const;

export type ChipTone = keyof typeof TONES;

/**
 * The one status chip: a short state in a rounded, tinted label (an application's status, a
 * package's stage, a document's review, a post's moderation, whether the public sees a record).
 * Each kind of state maps its values to tones; the chip draws them all alike.
 */
export function StatusChip({
  tone,
  className,
  children,
  ...props
}: { tone: ChipTone } & ComponentProps<'span'>) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
