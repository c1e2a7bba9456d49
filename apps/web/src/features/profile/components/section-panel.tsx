import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteSectionItem } from '../api/delete-section-item';
import { useSectionItems } from '../api/get-section-items';
import { itemId, type SectionItem, type SectionKey } from '../api/profile-keys';
import { useSaveSectionItem } from '../api/save-section-item';
import { PanelCard } from './panel-card';

export interface SectionPanelProps<S extends SectionKey> {
  section: S;
  /** Panel heading, e.g. 'Work Experience'. */
  title: string;
  /** Lower-case name of one entry, e.g. 'work experience' (modal titles, confirm, toasts). */
  entryName: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  /** Short name of an entry for screen readers and the delete confirmation. */
  labelOf: (item: SectionItem<S>) => string;
  renderItem: (item: SectionItem<S>) => ReactNode;
  renderForm: (props: {
    item: SectionItem<S> | null;
    onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
    onSaved: () => void;
    onCancel: () => void;
  }) => ReactNode;
}

type Editing<T> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: T };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capitalise).join(' ');

/**
 * One list section of the profile (docs/accounts.md, "Education, work and test scores"): closed,
 * then a modal to add (empty) or edit (prefilled), then saved (list refreshed, modal closed, form
 * reset) or cancelled. Delete asks in an in-app dialog first.
 */
export function SectionPanel<S extends SectionKey>({
  section,
  title,
  entryName,
  icon,
  emptyTitle,
  emptyText,
  labelOf,
  renderItem,
  renderForm,
}: SectionPanelProps<S>) {
  const items = useSectionItems(section);
  const save = useSaveSectionItem(section);
  const remove = useDeleteSectionItem(section);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing<SectionItem<S>>>({ mode: 'closed' });
  const close = () => setEditing({ mode: 'closed' });
  const editingItem = editing.mode === 'edit' ? editing.item : null;

  const onDelete = async (item: SectionItem<S>) => {
    const ok = await confirm({
      title: `Delete ${entryName}?`,
      message: `Are you sure you want to delete "${labelOf(item)}"? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(itemId(section, item));
      toast.success(`${capitalise(entryName)} deleted`);
    } catch {
      toast.error(`Could not delete the ${entryName}. Please try again.`);
    }
  };

  const addButton = (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setEditing({ mode: 'add' })}
      aria-label={`Add ${entryName}`}
    >
      <Plus className="h-4 w-4" aria-hidden="true" /> Add
    </Button>
  );

  return (
    <PanelCard title={title} icon={icon} action={addButton}>
      {items.isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} className="py-6" />
      ) : items.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm"
        >
          <span className="text-red-700">Could not load your {title.toLowerCase()}.</span>
          <Button variant="ghost" size="sm" onClick={() => items.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-gray-50/70 px-4 py-6 text-center">
          <p className="font-medium text-secondary">{emptyTitle}</p>
          <p className="mt-1 text-sm text-ink-secondary">{emptyText}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line" aria-label={title}>
          {items.data.map((item) => (
            <li key={itemId(section, item)} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              <div className="flex shrink-0 gap-1">
                <button
                  type="button"
                  onClick={() => setEditing({ mode: 'edit', item })}
                  aria-label={`Edit ${labelOf(item)}`}
                  className="rounded-md p-2 text-gray-500 transition-colors hover:bg-primary-light hover:text-primary-dark"
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(item)}
                  aria-label={`Delete ${labelOf(item)}`}
                  className="rounded-md p-2 text-gray-500 transition-colors hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && close()}
        title={`${editing.mode === 'edit' ? 'Edit' : 'Add'} ${titleCase(entryName)}`}
      >
        {editing.mode !== 'closed' &&
          renderForm({
            item: editingItem,
            onSubmit: (values) =>
              save.mutateAsync({ values, id: editingItem ? itemId(section, editingItem) : undefined }),
            onSaved: () => {
              toast.success(`${capitalise(entryName)} ${editingItem ? 'updated' : 'added'}`);
              close();
            },
            onCancel: close,
          })}
      </Modal>
    </PanelCard>
  );
}
