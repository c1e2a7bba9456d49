import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Spinner } from '../../../../components/ui/spinner';
import type { CatalogueKind } from '../api/kinds';
import { PublishButton } from './publish-button';
import { PublishedPill } from './published-pill';

/**
 * The frame of a catalogue form: back to the list, the title with the item's published state,
 * its preview link and Publish/Unpublish, the form's banner, its fields and Save.
 */
export function CatalogueFormShell({
  kind,
  backTo,
  backLabel,
  title,
  item,
  previewPath,
  formError,
  saving,
  onSubmit,
  children,
}: {
  kind: CatalogueKind;
  backTo: string;
  backLabel: string;
  title: string;
  item?: { id: number; name: string; isPublished: boolean; publiclyVisible?: boolean };
  previewPath?: string;
  formError: string | null;
  saving: boolean;
  onSubmit: (event: React.FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Link
        to={backTo}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-dark hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {backLabel}
      </Link>
      <PageTitle
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
        {title}
      </PageTitle>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex max-w-3xl flex-col gap-4 rounded-lg border border-line bg-white p-4"
      >
        <FormAlert>{formError}</FormAlert>
        {children}
        <div className="flex justify-end border-t border-line pt-4">
          <Button type="submit" disabled={saving}>
            {saving && <Spinner label="Saving" />}
            {item ? 'Save changes' : 'Create'}
          </Button>
        </div>
      </form>
    </>
  );
}

/** Two fields side by side from 640 px. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>;
}
