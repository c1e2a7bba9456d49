import { OUTBOX_STATUSES, type OutboxMail, type OutboxStatus } from '@edupath/contract/account';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../../components/console/pager';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { SearchInput } from '../../../../components/console/search-input';
import { SelectField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError } from '../../../../components/ui/states';
import { useWideScreen } from '../../../../hooks/use-media-query';
import { useAuth } from '../../../../lib/auth-storage';
import { formatDateTime } from '../../../../lib/format-time';
import { useOutbox } from '../api/get-outbox';

/** docs/email.md#delivery says what each one means. */
const STATUS_LABEL: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  unconfirmed: 'Not confirmed',
  failed: 'Failed',
  held: 'Kept, not sent',
};
const STATUS_CLASS: Record<OutboxStatus, string> = {
  queued: 'bg-amber-50 text-amber-800',
  sending: 'bg-amber-50 text-amber-800',
  sent: 'bg-green-50 text-green-700',
  unconfirmed: 'bg-orange-50 text-orange-800',
  failed: 'bg-red-50 text-red-700',
  held: 'bg-slate-100 text-slate-700',
};

function MailStatus({ status }: { status: OutboxStatus }) {
  return (
    <span
      className={clsx('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_CLASS[status])}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}

/**
 * /admin/outbox (admins): every email the app wrote and what became of it. Without SMTP this is
 * where a demo install's mail is read (docs/email.md, "Outbox").
 */
export default function OutboxRoute() {
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page')) || 1;
  const status = OUTBOX_STATUSES.find((s) => s === search.get('status'));
  const to = search.get('to') ?? '';
  const outbox = useOutbox({ page, status, to: to || undefined });
  const wide = useWideScreen();
  const [open, setOpen] = useState<number | null>(null);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  if (user?.role !== 'admin') return <LoadError>The outbox is for admins.</LoadError>;

  return (
    <div>
      <PageTitle>Outbox</PageTitle>
      {outbox.data && !outbox.data.smtpConfigured && (
        <p
          role="note"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          No SMTP server is configured (SMTP_URL), so emails are not sent: they are kept here. Read a
          student's link here on a demo install.
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <SearchInput
            label="Recipient"
            value={to}
            onSearch={(q) => update({ to: q })}
            placeholder="Search by email"
          />
        </div>
        <div className="w-44">
          <SelectField
            label="Status"
            value={status ?? ''}
            onChange={(e) => update({ status: e.target.value })}
          >
            <option value="">All</option>
            {OUTBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <Panel title="Emails">
        {outbox.isPending && <Spinner />}
        {outbox.isError && <LoadError>Could not load the outbox.</LoadError>}
        {outbox.data && (
          <div className="flex flex-col gap-4">
            {outbox.data.items.length === 0 ? (
              <p className="text-sm text-ink-secondary">No emails yet.</p>
            ) : wide ? (
              <table className="w-full text-left text-sm">
                <thead className="text-xs uppercase text-ink-secondary">
                  <tr>
                    <th className="py-2 pr-3 font-medium">Written</th>
                    <th className="py-2 pr-3 font-medium">To</th>
                    <th className="py-2 pr-3 font-medium">Subject</th>
                    <th className="py-2 pr-3 font-medium">Status</th>
                    <th className="py-2 pr-3 text-right font-medium">Tries</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {outbox.data.items.map((mail) => (
                    <MailRow key={mail.mailId} mail={mail} open={open === mail.mailId} onToggle={setOpen} />
                  ))}
                </tbody>
              </table>
            ) : (
              <ul className="flex flex-col gap-3">
                {outbox.data.items.map((mail) => (
                  <li key={mail.mailId} className="rounded-lg border border-line p-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-medium text-secondary">{mail.subject}</p>
                      <MailStatus status={mail.status} />
                    </div>
                    <p className="mt-1 break-all text-sm text-ink-secondary">{mail.toEmail}</p>
                    <p className="text-xs text-ink-secondary">{formatDateTime(mail.createdAt)}</p>
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm font-medium text-primary-dark">
                        Read the email
                      </summary>
                      <MailBody mail={mail} />
                    </details>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={outbox.data.page}
              pageSize={outbox.data.pageSize}
              total={outbox.data.total}
              totalPages={outbox.data.totalPages}
              onPage={(p) => update({ page: String(p) })}
              noun="emails"
            />
          </div>
        )}
      </Panel>
    </div>
  );
}

function MailRow({
  mail,
  open,
  onToggle,
}: {
  mail: OutboxMail;
  open: boolean;
  onToggle: (id: number | null) => void;
}) {
  return (
    <>
      <tr className="align-top">
        <td className="py-2 pr-3 whitespace-nowrap text-ink-secondary">{formatDateTime(mail.createdAt)}</td>
        <td className="py-2 pr-3 break-all">{mail.toEmail}</td>
        <td className="py-2 pr-3">
          <button
            type="button"
            className="text-left font-medium text-primary-dark hover:underline"
            aria-expanded={open}
            onClick={() => onToggle(open ? null : mail.mailId)}
          >
            {mail.subject}
          </button>
        </td>
        <td className="py-2 pr-3">
          <MailStatus status={mail.status} />
        </td>
        <td className="py-2 pr-3 text-right tabular-nums">{mail.attempts}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5} className="pb-3">
            <MailBody mail={mail} />
          </td>
        </tr>
      )}
    </>
  );
}

function MailBody({ mail }: { mail: OutboxMail }) {
  return (
    <div className="mt-2 rounded-md bg-gray-50 p-3">
      {mail.lastError && (
        <p className="mb-2 text-sm text-red-700">
          {`${mail.status === 'held' || mail.status === 'unconfirmed' ? 'Why' : 'Last error'}: ${mail.lastError}`}
        </p>
      )}
      <pre className="whitespace-pre-wrap break-words font-sans text-sm text-secondary">{mail.textBody}</pre>
    </div>
  );
}
