import type { PackageInput, StaffPackage } from '@edupath/contract';
import { Landmark, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { useWideScreen } from '../../../../hooks/use-media-query';
import { useAuth } from '../../../../lib/auth-storage';
import { errorText } from '../../../../lib/form-errors';
import { formatRupees } from '../../../../lib/format';
import { PackageDescription } from '../../components/package-description';
import { packageConsolePaths } from '../../paths';
import { useDeletePackage } from '../api/delete-package';
import { useStaffPackages } from '../api/get-staff-packages';
import { useSavePackage } from '../api/save-package';
import { useConsoleForm } from '../use-console-form';

type Editing = StaffPackage | 'new' | null;

/** /admin/packages (admins): the consultancy packages the student site offers, hidden ones too. */
export default function PackagesRoute() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const list = useStaffPackages(isAdmin);
  const remove = useDeletePackage();
  const confirm = useConfirm();
  const wide = useWideScreen();
  const [editing, setEditing] = useState<Editing>(null);

  if (!isAdmin) {
    return (
      <>
        <PageTitle>Packages</PageTitle>
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          Only admins manage packages.
        </p>
      </>
    );
  }

  const onDelete = async (pkg: StaffPackage) => {
    const sure = await confirm({
      title: 'Delete package',
      message: `Delete ${pkg.name}? Students will no longer see it.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(pkg.packageId, {
      onSuccess: () => toast.success(`${pkg.name} deleted`),
      onError: (err) => toast.error(errorText(err, 'The package could not be deleted.')),
    });
  };

  const actions = (pkg: StaffPackage) => (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={() => setEditing(pkg)} aria-label={`Edit ${pkg.name}`}>
        <Pencil aria-hidden className="h-4 w-4" /> Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDelete(pkg)} aria-label={`Delete ${pkg.name}`}>
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </Button>
    </div>
  );

  return (
    <>
      <PageTitle
        aside={
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={packageConsolePaths.payee}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-primary px-3 py-2 text-sm font-medium text-primary-dark hover:bg-primary-light"
            >
              <Landmark aria-hidden className="h-4 w-4" /> Payee details
            </Link>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="h-4 w-4" /> New package
            </Button>
          </div>
        }
      >
        Packages
      </PageTitle>
      {list.isPending ? (
        <Spinner label="Loading packages" />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
          {errorText(list.error, 'Failed to load packages. Please try again.')}
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line bg-white px-4 py-10 text-center text-ink-secondary">
          No packages yet.
        </p>
      ) : wide ? (
        <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Packages</caption>
            <thead className="border-b border-line bg-gray-50 text-xs text-ink-secondary">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Order
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Applications included
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Open applications
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  On the site
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.data.map((pkg) => (
                <tr key={pkg.packageId} data-testid="package-row">
                  <td className="px-3 py-2 tabular-nums">{pkg.sortOrder}</td>
                  <td className="px-3 py-2 font-medium text-gray-900">{pkg.name}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatRupees(pkg.price)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{pkg.applicationCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{pkg.openApplications}</td>
                  <td className="px-3 py-2">{pkg.isActive ? 'Shown' : 'Hidden'}</td>
                  <td className="px-3 py-2">{actions(pkg)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((pkg) => (
            <li
              key={pkg.packageId}
              className="rounded-lg border border-line bg-white p-3"
              data-testid="package-row"
            >
              <p className="flex items-baseline justify-between gap-2">
                <span className="font-medium text-gray-900">{pkg.name}</span>
                <span className="tabular-nums">{formatRupees(pkg.price)}</span>
              </p>
              <p className="mt-1 text-xs text-ink-secondary">
                {pkg.applicationCount} applications included · {pkg.openApplications} open ·{' '}
                {pkg.isActive ? 'Shown' : 'Hidden'}
              </p>
              <div className="mt-2">{actions(pkg)}</div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PackageForm
          key={editing === 'new' ? 'new' : editing.packageId}
          pkg={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

const FIELDS = ['name', 'price', 'applicationCount', 'sortOrder', 'description', 'isActive'] as const;

/** Create or edit a package; the description is HTML, cleaned by the server with the site's list. */
function PackageForm({ pkg, onClose }: { pkg: StaffPackage | null; onClose: () => void }) {
  const save = useSavePackage();
  const { values, setValues, formError, field, send } = useConsoleForm(
    {
      name: pkg?.name ?? '',
      price: String(pkg?.price ?? ''),
      applicationCount: String(pkg?.applicationCount ?? 0),
      sortOrder: String(pkg?.sortOrder ?? 0),
      description: pkg?.description ?? '',
      isActive: pkg?.isActive ?? true,
    },
    FIELDS,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: PackageInput = {
      name: values.name,
      // An empty box is sent as nothing, so the server says which field is missing.
      price: values.price === '' ? (undefined as unknown as number) : Number(values.price),
      applicationCount: Number(values.applicationCount),
      sortOrder: Number(values.sortOrder),
      description: values.description || null,
      isActive: values.isActive,
    };
    return send(async () => {
      await save.mutateAsync({ ...input, packageId: pkg?.packageId });
      toast.success(pkg ? 'Package saved' : 'Package created');
      onClose();
    }, 'The package could not be saved.');
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pkg ? `Edit ${pkg.name}` : 'New package'}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FormAlert>{formError}</FormAlert>
        <TextField label="Name" {...field('name')} maxLength={100} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <TextField
            label="Price (₹)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...field('price')}
          />
          <TextField
            label="Applications included"
            type="number"
            min={0}
            max={100}
            {...field('applicationCount')}
          />
          <TextField label="Order on the site" type="number" min={0} {...field('sortOrder')} />
        </div>
        <TextAreaField
          label="Description (HTML: p, ul, ol, li, strong, em, br, h3, h4, a)"
          rows={6}
          {...field('description')}
          className="font-mono text-xs"
        />
        <div>
          <p className="text-sm font-medium text-ink-secondary">Preview, as students will see it</p>
          <div className="mt-1 rounded-lg border border-line p-3">
            <PackageDescription html={values.description || null} />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => setValues((v) => ({ ...v, isActive: event.target.checked }))}
            className="h-4 w-4 accent-[var(--color-primary-dark)]"
          />
          Shown on the student site
        </label>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : pkg ? 'Save package' : 'Create package'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
