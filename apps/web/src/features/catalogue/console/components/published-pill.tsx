import { clsx } from 'clsx';

/**
 * Whether the public sees an item: Published, Unpublished, or Hidden (published itself, but
 * something it belongs to is not: docs/catalogue.md#publishing).
 */
export function PublishedPill({
  isPublished,
  visible = isPublished,
}: {
  isPublished: boolean;
  visible?: boolean;
}) {
  const [label, tone] = !isPublished
    ? ['Unpublished', 'bg-gray-100 text-gray-700 ring-gray-500/25']
    : visible
      ? ['Published', 'bg-green-50 text-green-800 ring-green-600/25']
      : ['Hidden', 'bg-amber-50 text-amber-800 ring-amber-600/25'];
  return (
    <span
      data-testid="published-pill"
      title={isPublished && !visible ? 'Published, but something it belongs to is unpublished' : undefined}
      className={clsx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tone,
      )}
    >
      {label}
    </span>
  );
}
