import { type ChipTone, StatusChip } from '../../../../components/ui/status-chip';

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
  const [label, tone]: [string, ChipTone] = !isPublished
    ? ['Unpublished', 'gray']
    : visible
      ? ['Published', 'green']
      : ['Hidden', 'amber'];
  return (
    <StatusChip
      data-testid="published-pill"
      tone={tone}
      title={isPublished && !visible ? 'Published, but something it belongs to is unpublished' : undefined}
    >
      {label}
    </StatusChip>
  );
}
