import type {
  CredentialMethod,
  StaffAccount,
  StaffAccountRole,
  StaffAccountStatus,
  StaffCredential,
  StudentHandover,
} from '@edupath/contract';
import {
  INVITATION_TTL_HOURS,
  STAFF_ACCOUNT_ROLES,
  STAFF_ACCOUNT_STATUSES,
} from '@edupath/contract/staff-accounts-constants';
import { clsx } from 'clsx';
import { Copy, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/console/list-filters';
import { PagedRows } from '../../../components/console/paginated-list';
import { PageTitle } from '../../../components/console/panel';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { useWideScreen } from '../../../hooks/use-media-query';
import { useAuth } from '../../../lib/auth-storage';
import { errorText, serverFieldErrors } from '../../../lib/form-errors';
import { formatDateTime, formatRelative } from '../../../lib/format-time';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useCreateStaffAccount } from '../api/create-staff-account';
import { useDeactivateStaffAccount } from '../api/deactivate-staff-account';
import { useAdvisors } from '../api/get-advisors';
import { ACCOUNTS_PAGE_SIZE, type AccountFilters, useStaffAccounts } from '../api/get-staff-accounts';
import { useReactivateStaffAccount } from '../api/reactivate-staff-account';
import { useResetStaffPassword } from '../api/reset-staff-password';

const ROLE_LABEL: Record<StaffAccountRole, string> = { advisor: 'Advisor', admin: 'Admin' };
const STATUS_LABEL: Record<StaffAccountStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};
const METHOD_LABEL: Record<CredentialMethod, string> = {
  invitation: `Invitation link (works once, for ${INVITATION_TTL_HOURS} hours)`,
  temporaryPassword: 'Temporary password (changed at first sign-in)',
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null) =>
  choices.includes(value as T) ? (value as T) : undefined;

function filtersFrom(search: URLSearchParams): AccountFilters {
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() || undefined,
    role: oneOf(STAFF_ACCOUNT_ROLES, search.get('role')),
    status: oneOf(STAFF_ACCOUNT_STATUSES, search.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

type Dialog = { kind: 'create' } | { kind: 'reset' | 'role' | 'deactivate'; account: StaffAccount } | null;

/** /admin/accounts (admins): advisors and admins, their invitations, passwords, roles and deactivation. */
export default function AccountsRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const update = (change: Partial<AccountFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
    }
    setSearch(params, { replace: !('page' in change) });
  };
  const list = useStaffAccounts(filters);
  const wide = useWideScreen();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <PageTitle
        aside={
          <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> New account
          </Button>
        }
      >
        Staff accounts
      </PageTitle>
      <FilterBar label="Filter accounts" columns="grid-cols-2 md:grid-cols-4">
        <FilterSearch
          className="col-span-2"
          placeholder="Name or email"
          q={filters.q}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label="Role"
          anyLabel="Any role"
          value={filters.role}
          choices={STAFF_ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }))}
          onChange={(role) => update({ role: oneOf(STAFF_ACCOUNT_ROLES, role ?? '') })}
        />
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          value={filters.status}
          choices={STAFF_ACCOUNT_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] }))}
          onChange={(status) => update({ status: oneOf(STAFF_ACCOUNT_STATUSES, status ?? '') })}
        />
      </FilterBar>

      <PagedRows
        list={list}
        failure="The accounts could not be loaded."
        noun="accounts"
        pageSize={ACCOUNTS_PAGE_SIZE}
        onPage={(page) => update({ page })}
      >
        {(items) =>
          wide ? (
            <AccountsTable items={items} onAction={setDialog} />
          ) : (
            <AccountCards items={items} onAction={setDialog} />
          )
        }
      </PagedRows>

      {dialog?.kind === 'create' && <CreateAccountDialog onClose={close} />}
      {dialog?.kind === 'reset' && <ResetPasswordDialog account={dialog.account} onClose={close} />}
      {dialog?.kind === 'role' && <ChangeRoleDialog account={dialog.account} onClose={close} />}
      {dialog?.kind === 'deactivate' && <DeactivateDialog account={dialog.account} onClose={close} />}
    </>
  );
}

function StatusBadge({ account }: { account: StaffAccount }) {
  const expired =
    account.status === 'invited' &&
    account.invitationExpiresAt !== null &&
    Date.parse(account.invitationExpiresAt) < Date.now();
  const label = expired ? 'Invitation expired' : STATUS_LABEL[account.status];
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span
        className={clsx(
          'rounded-full px-2 py-0.5 text-xs font-medium',
          account.status === 'active' && 'bg-green-50 text-green-700',
          account.status === 'invited' && !expired && 'bg-blue-50 text-blue-700',
          (account.status === 'deactivated' || expired) && 'bg-gray-100 text-ink-secondary',
        )}
      >
        {label}
      </span>
      {account.mustChangePassword && account.status === 'active' && (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
          Temporary password
        </span>
      )}
    </span>
  );
}

type OnAction = (dialog: Dialog) => void;

/** The dialogs an account's row opens, in their buttons' order; each button names its account for a screen reader. */
const ACTIONS: readonly {
  kind: 'reset' | 'role' | 'deactivate';
  label: string;
  named: (name: string) => string;
  className?: string;
}[] = [
  { kind: 'reset', label: 'Reset password', named: (name) => `Reset password of ${name}` },
  { kind: 'role', label: 'Change role', named: (name) => `Change role of ${name}` },
  {
    kind: 'deactivate',
    label: 'Deactivate',
    named: (name) => `Deactivate ${name}`,
    className: 'text-red-700 hover:bg-red-50',
  },
];

function AccountActions({ account, onAction }: { account: StaffAccount; onAction: OnAction }) {
  const { user } = useAuth();
  const reactivate = useReactivateStaffAccount(account.userId);
  if (user?.userId === account.userId) return <span className="text-xs text-ink-secondary">You</span>;
  const name = account.name;
  if (account.status === 'deactivated') {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={reactivate.isPending}
        aria-label={`Reactivate ${name}`}
        onClick={() =>
          reactivate.mutate(undefined, {
            onSuccess: () => toast.success(`${name} can sign in again`),
            onError: (err) => toast.error(errorText(err, 'The account could not be reactivated.')),
          })
        }
      >
        Reactivate
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap gap-1 lg:flex-nowrap">
      {ACTIONS.map(({ kind, label, named, className }) => (
        <Button
          key={kind}
          size="sm"
          variant="ghost"
          className={className}
          aria-label={named(name)}
          onClick={() => onAction({ kind, account })}
        >
          {label}
        </Button>
      ))}
    </span>
  );
}

function AccountsTable({ items, onAction }: { items: StaffAccount[]; onAction: OnAction }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-line bg-gray-50 text-xs uppercase text-ink-secondary">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Role
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Students
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Last active
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((account) => (
            <tr key={account.userId} className="border-b border-line last:border-0" data-testid="account-row">
              <td className="px-3 py-2">
                <span className="block font-medium text-gray-900">{account.name}</span>
                <span className="block text-xs text-ink-secondary">{account.email}</span>
              </td>
              <td className="px-3 py-2">{ROLE_LABEL[account.role]}</td>
              <td className="px-3 py-2">
                <StatusBadge account={account} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {account.role === 'advisor' ? account.studentCount : '—'}
              </td>
              <td className="px-3 py-2 text-ink-secondary">
                {account.status === 'invited' ? '—' : formatRelative(account.lastActiveAt)}
              </td>
              <td className="w-px whitespace-nowrap px-3 py-2">
                <AccountActions account={account} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.length === 0 && <p className="p-4 text-ink-secondary">No accounts match.</p>}
    </div>
  );
}

function AccountCards({ items, onAction }: { items: StaffAccount[]; onAction: OnAction }) {
  if (items.length === 0) return <p className="text-ink-secondary">No accounts match.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((account) => (
        <li
          key={account.userId}
          className="rounded-lg border border-line bg-white p-3"
          data-testid="account-row"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-gray-900">{account.name}</p>
              <p className="truncate text-xs text-ink-secondary">{account.email}</p>
            </div>
            <span className="text-xs text-ink-secondary">{ROLE_LABEL[account.role]}</span>
          </div>
          <div className="mt-2 flex items-center justify-between gap-2">
            <StatusBadge account={account} />
            {account.role === 'advisor' && (
              <span className="text-xs text-ink-secondary">{account.studentCount} students</span>
            )}
          </div>
          <div className="mt-2">
            <AccountActions account={account} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------- dialogs

function MethodChoice({
  value,
  onChange,
}: {
  value: CredentialMethod;
  onChange: (m: CredentialMethod) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium text-ink-secondary">How they get their password</legend>
      {(['invitation', 'temporaryPassword'] as const).map((method) => (
        <label key={method} className="flex items-center gap-2">
          <input
            type="radio"
            name="method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="accent-[var(--color-primary-dark)]"
          />
          {METHOD_LABEL[method]}
        </label>
      ))}
    </fieldset>
  );
}

/** The link or password, shown once: nothing sends it yet, so the admin passes it on. */
function CredentialView({
  account: { name, email },
  credential,
}: {
  account: { name: string; email: string };
  credential: StaffCredential;
}) {
  const secret =
    credential.method === 'invitation'
      ? `${window.location.origin}${credential.invitePath}`
      : credential.temporaryPassword;
  const copy = () =>
    navigator.clipboard?.writeText(secret).then(
      () => toast.success('Copied'),
      () => toast.error('Copy it by hand: the browser refused'),
    );
  return (
    <div className="flex flex-col gap-3" data-testid="credential">
      <p>
        {credential.method === 'invitation'
          ? `We emailed this link to ${email}. It works once, until ${formatDateTime(credential.expiresAt)}.`
          : `Give ${name} this temporary password. They choose their own at their first sign-in.`}
      </p>
      <div className="flex items-center gap-2">
        <input
          readOnly
          aria-label={credential.method === 'invitation' ? 'Invitation link' : 'Temporary password'}
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-lg border border-line bg-gray-50 px-3 py-2 font-mono text-xs"
        />
        <Button size="sm" variant="outline" onClick={copy} aria-label="Copy">
          <Copy className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
        {credential.method === 'invitation'
          ? 'It is shown only now. Without a mail server the email waits in the Outbox: then pass the link on yourself, privately.'
          : 'It is shown only now, and never emailed: pass it on yourself, privately.'}
      </p>
    </div>
  );
}

function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateStaffAccount();
  const [values, setValues] = useState({ name: '', email: '', role: 'advisor' as StaffAccountRole });
  const [method, setMethod] = useState<CredentialMethod>('invitation');
  const errors = serverFieldErrors(create.error, ['name', 'email', 'role', 'method']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...values, method });
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="New staff account">
      {create.data ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="success">Account created for {create.data.account.email}</FormAlert>
          <CredentialView account={create.data.account} credential={create.data.credential} />
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert>
            {create.isError && errorText(create.error, 'The account could not be created.')}
          </FormAlert>
          <TextField
            label="Name"
            value={values.name}
            error={errors.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
          <TextField
            label="Email"
            type="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
          />
          <SelectField
            label="Role"
            value={values.role}
            error={errors.role}
            onChange={(e) => setValues({ ...values, role: e.target.value as StaffAccountRole })}
          >
            {STAFF_ACCOUNT_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </SelectField>
          <MethodChoice value={method} onChange={setMethod} />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create account'}
          </Button>
        </form>
      )}
    </Modal>
  );
}

function ResetPasswordDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const reset = useResetStaffPassword(account.userId);
  const [method, setMethod] = useState<CredentialMethod>('temporaryPassword');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Reset the password of ${account.name}`}>
      {reset.data ? (
        <div className="flex flex-col gap-4">
          <CredentialView account={account} credential={reset.data.credential} />
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            reset.mutate({ method });
          }}
        >
          <FormAlert>{reset.isError && errorText(reset.error, 'The password could not be reset.')}</FormAlert>
          <p>Their current password stops working and they are signed out everywhere.</p>
          <MethodChoice value={method} onChange={setMethod} />
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset password'}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** Who takes over an advisor's students: one advisor, or all the others, fewest students first. */
function HandoverChoice({
  account,
  value,
  onChange,
  error,
}: {
  account: StaffAccount;
  value: StudentHandover | undefined;
  onChange: (handover: StudentHandover | undefined) => void;
  error?: string;
}) {
  const advisors = useAdvisors(true);
  const others = advisors.data?.filter((a) => a.isActive && a.userId !== account.userId) ?? [];
  const selected = value === undefined ? '' : value.mode === 'spread' ? 'spread' : String(value.advisorId);
  return (
    <SelectField
      label={`Who takes over their ${account.studentCount} students`}
      value={selected}
      error={error}
      onChange={(e) => {
        const v = e.target.value;
        onChange(
          v === ''
            ? undefined
            : v === 'spread'
              ? { mode: 'spread' }
              : { mode: 'advisor', advisorId: Number(v) },
        );
      }}
    >
      <option value="">Choose…</option>
      <option value="spread">Spread over the other active advisors (fewest students first)</option>
      {others.map((advisor) => (
        <option key={advisor.userId} value={advisor.userId}>
          {advisor.name} ({advisor.studentCount} students)
        </option>
      ))}
    </SelectField>
  );
}

function ChangeRoleDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const change = useChangeStaffRole(account.userId);
  const role: StaffAccountRole = account.role === 'advisor' ? 'admin' : 'advisor';
  const [students, setStudents] = useState<StudentHandover>();
  const needsHandover = account.role === 'advisor' && account.studentCount > 0;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Make ${account.name} ${role === 'admin' ? 'an admin' : 'an advisor'}`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { role, students },
            {
              onSuccess: (answer) => {
                toast.success(answer.message);
                onClose();
              },
            },
          );
        }}
      >
        <FormAlert>{change.isError && errorText(change.error, 'The role could not be changed.')}</FormAlert>
        <p>
          {role === 'admin'
            ? 'Admins see every student and manage accounts, the catalogue and the audit log. Admins hold no students of their own.'
            : 'Advisors work for their own students only.'}{' '}
          They are signed out and sign in again with the new role.
        </p>
        {needsHandover && (
          <HandoverChoice
            account={account}
            value={students}
            onChange={setStudents}
            error={serverFieldErrors(change.error, ['students']).students}
          />
        )}
        <Button type="submit" disabled={change.isPending || (needsHandover && !students)}>
          {change.isPending ? 'Saving...' : `Make ${role === 'admin' ? 'admin' : 'advisor'}`}
        </Button>
      </form>
    </Modal>
  );
}

function DeactivateDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const deactivate = useDeactivateStaffAccount(account.userId);
  const [students, setStudents] = useState<StudentHandover>();
  const needsHandover = account.role === 'advisor' && account.studentCount > 0;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Deactivate ${account.name}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          deactivate.mutate(
            { students },
            {
              onSuccess: (answer) => {
                toast.success(
                  answer.studentsMoved > 0
                    ? `${account.name} is deactivated; ${answer.studentsMoved} students have a new advisor`
                    : `${account.name} is deactivated`,
                );
                onClose();
              },
            },
          );
        }}
      >
        <FormAlert>
          {deactivate.isError && errorText(deactivate.error, 'The account could not be deactivated.')}
        </FormAlert>
        <p>
          They are signed out at once, everywhere, and cannot sign in until an admin reactivates the account.
          Nothing they did is removed.
        </p>
        {needsHandover && (
          <HandoverChoice
            account={account}
            value={students}
            onChange={setStudents}
            error={serverFieldErrors(deactivate.error, ['students']).students}
          />
        )}
        <Button
          type="submit"
          variant="danger"
          disabled={deactivate.isPending || (needsHandover && !students)}
        >
          {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
        </Button>
      </form>
    </Modal>
  );
}
