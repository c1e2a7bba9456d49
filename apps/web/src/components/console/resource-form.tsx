import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { PageTitle } from './panel';

/**
 * The frame of a resource's form: back to its list, the title with what the record offers beside
 * it (its state, preview, publish), the form's banner, its fields and Save (Create when new).
 */
export function ResourceForm({
  backTo,
  backLabel,
  title,
  aside,
  isNew,
  formError,
  saving,
  onSubmit,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  aside?: ReactNode;
  isNew: boolean;
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
      <PageTitle aside={aside}>{title}</PageTitle>
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
            {isNew ? 'Create' : 'Save changes'}
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
