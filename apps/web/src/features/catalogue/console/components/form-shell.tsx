import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { ResourceForm } from '../../../../components/console/resource-form';
import { Spinner } from '../../../../components/ui/spinner';
import type { CatalogueKind } from '../api/kinds';
import { cataloguePaths } from '../paths';
import { PublishButton } from './publish-button';
import { PublishedPill } from './published-pill';

/**
 * A catalogue form in the console's resource frame, with the item's published state, its preview
 * link and Publish/Unpublish beside the title.
 */
export function CatalogueFormShell({
  kind,
  backLabel,
  title,
  item,
  previewPath,
  submit: { formError, saving, onSubmit },
  children,
}: {
  kind: CatalogueKind;
  backLabel: string;
  title: string;
  item?: { id: number; name: string; isPublished: boolean; publiclyVisible?: boolean };
  previewPath?: string;
  /** useCatalogueForm's `submit`. */
  submit: { formError: string | null; saving: boolean; onSubmit: (event: React.FormEvent) => void };
  children: ReactNode;
}) {
  return (
    <ResourceForm
      backTo={cataloguePaths.list(kind)}
      backLabel={backLabel}
      title={title}
      isNew={!item}
      formError={formError}
      saving={saving}
      onSubmit={onSubmit}
      aside={
        item && (
          <div className="flex flex-wrap items-center gap-2">
            <PublishedPill isPublished={item.isPublished} visible={item.publiclyVisible} />
            {previewPath && (
              <a
                href={previewPath}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-primary-dark hover:bg-primary-light"
              >
                <ExternalLink className="h-4 w-4" aria-hidden /> Preview public page
              </a>
            )}
            <PublishButton kind={kind} id={item.id} name={item.name} isPublished={item.isPublished} />
          </div>
        )
      }
    >
      {children}
    </ResourceForm>
  );
}

/**
 * What a catalogue form shows instead of itself: the spinner while the edited item loads, or the
 * failure to load it; null once it is there, and on /new. `the` names the item ("the course").
 */
export function unreadyItem(id: number | undefined, item: UseQueryResult, the: string): ReactNode {
  if (id !== undefined && item.isPending) return <Spinner label={`Loading ${the}`} />;
  if (item.isError)
    return <p role="alert">{`${the[0]!.toUpperCase()}${the.slice(1)} could not be loaded.`}</p>;
  return null;
}
