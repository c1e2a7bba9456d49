import {
  type PackageApplicationStatus,
  paymentDocumentEndpoints,
  type StaffPackageApplicationDetail,
  urlOf,
} from '@edupath/contract';
import { PACKAGE_STATUS_TRANSITIONS } from '@edupath/contract/package-constants';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle, Panel } from '../../../components/console/panel';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorText, serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { formatDate, formatPaise, formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { PackageStatusPill } from '../../packages/index';
import { useAddPackageNote } from '../api/add-package-note';
import { useChangePackageStatus } from '../api/change-package-status';
import { usePackageApplication } from '../api/get-package-application';
import { useRecordPackagePayment } from '../api/record-package-payment';
import { adminPaths } from '../paths';

/** /admin/package-applications/{id}: one package application, its moves, notes and payments. */
export default function PackageApplicationRoute() {
  const id = Number(useParams().packageApplicationId);
  const application = usePackageApplication(id);
  if (application.isPending) return <Spinner label="Loading the package application" />;
  if (application.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
        {errorText(application.error, 'Failed to load the package application.')}
      </p>
    );
  }
  const a = application.data;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.packageApplications} className="text-primary-dark hover:underline">
          ← Package applications
        </Link>
      </p>
      <PageTitle aside={<PackageStatusPill status={a.status} className="text-sm" />}>
        {a.packageName} for {a.student.name}
      </PageTitle>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <Panel title="Application">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact label="Student">
                <Link to={adminPaths.student(a.student.userId)} className="text-primary-dark hover:underline">
                  {a.student.name}
                </Link>
                <span className="block truncate text-xs text-ink-secondary">{a.student.email}</span>
              </Fact>
              <Fact label="Advisor">{a.advisor?.name ?? '—'}</Fact>
              <Fact label="Amount">{formatRupees(a.amount)}</Fact>
              <Fact label="Applied">{formatDate(a.createdAt)}</Fact>
            </dl>
          </Panel>
          <Panel title="Move">
            <MoveForm application={a} />
          </Panel>
          {a.status === 'Payment pending' && (
            <Panel title="Record a payment">
              <PaymentForm application={a} />
            </Panel>
          )}
          <Panel title="Payments">
            {a.payments.length === 0 ? (
              <p className="text-ink-secondary">No payment yet.</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Payments">
                {a.payments.map((p) => (
                  <li key={p.paymentId} className="rounded-md border border-line px-3 py-2">
                    <p className="font-medium">
                      {formatPaise(p.amountPaise)} ·{' '}
                      {p.provider === 'manual' ? 'UPI / bank transfer' : 'Razorpay'} ·{' '}
                      {p.status === 'paid' ? 'Paid' : 'Started, not paid'}
                    </p>
                    <p className="text-xs text-ink-secondary">
                      {p.reference ? `Reference ${p.reference}` : 'No reference yet'}
                      {p.paidAt && ` · paid ${formatDateTime(p.paidAt)}`}
                      {p.refundRequestUntil &&
                        ` · refund requests until ${formatDateTime(p.refundRequestUntil)}`}
                    </p>
                    {p.status === 'paid' && (
                      // The same PDFs the student downloads (docs/packages.md, "Receipts and tax invoices").
                      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        <a
                          href={urlOf(paymentDocumentEndpoints.receipt, {
                            params: { paymentId: p.paymentId },
                          })}
                          download
                          className="inline-flex min-h-6 items-center font-medium text-primary-dark underline"
                        >
                          Receipt (PDF)
                        </a>
                        {p.invoiceNumber && (
                          <a
                            href={urlOf(paymentDocumentEndpoints.invoice, {
                              params: { paymentId: p.paymentId },
                            })}
                            download
                            className="inline-flex min-h-6 items-center font-medium text-primary-dark underline"
                          >
                            Tax invoice {p.invoiceNumber} (PDF)
                          </a>
                        )}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          <Panel title="Notes">
            <NoteForm application={a} />
          </Panel>
          <Panel title="History">
            <History application={a} />
          </Panel>
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-secondary">{label}</dt>
      <dd className="font-medium text-gray-900">{children}</dd>
    </div>
  );
}

function MoveForm({ application }: { application: StaffPackageApplicationDetail }) {
  const choices = PACKAGE_STATUS_TRANSITIONS[application.status];
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePackageStatus(application.packageApplicationId);
  const confirm = useConfirm();
  if (choices.length === 0)
    return <p className="text-ink-secondary">{application.status}: the pipeline ends here.</p>;

  const moveTo = async (status: PackageApplicationStatus) => {
    setError(null);
    const sure = await confirm({
      title: 'Move package application',
      message: `Move ${application.student.name}'s ${application.packageName} from ${application.status} to ${status}? They will be notified.`,
      confirmLabel: `Move to ${status}`,
      danger: status === 'Cancelled',
    });
    if (!sure) return;
    try {
      await change.mutateAsync({ status, note: note.trim() || null });
      toast.success(`Moved to ${status}`);
      setNote('');
    } catch (err) {
      setError(serverFieldErrors(err, ['status', 'note']).status ?? serverMessage(err) ?? 'The move failed.');
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <FormAlert>{error}</FormAlert>
      <TextAreaField
        label="Note with the move (staff only, optional)"
        rows={2}
        value={note}
        maxLength={2000}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Move to">
        {choices.map((status) => (
          <Button
            key={status}
            variant={status === 'Cancelled' ? 'outline' : 'primary'}
            size="sm"
            disabled={change.isPending}
            onClick={() => moveTo(status)}
          >
            Move to {status}
          </Button>
        ))}
      </div>
      {application.status === 'Payment pending' && (
        <p className="text-xs text-ink-secondary">
          Paid is set by the payment itself: recorded below, or confirmed by the payment provider.
        </p>
      )}
    </div>
  );
}

function PaymentForm({ application }: { application: StaffPackageApplicationDetail }) {
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; form?: string }>({});
  const record = useRecordPackagePayment(application.packageApplicationId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await record.mutateAsync({ reference });
      toast.success('Payment recorded');
      setReference('');
    } catch (err) {
      const fields = serverFieldErrors(err, ['reference']);
      setErrors({
        ...fields,
        form: fields.reference ? undefined : (serverMessage(err) ?? 'The payment was not recorded.'),
      });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormAlert>{errors.form}</FormAlert>
      <p className="text-ink-secondary">
        Received {formatPaise(application.amountPaise)} by UPI or bank transfer? Record its reference to mark
        the application Paid.
      </p>
      <TextField
        label="UPI / bank-transfer reference"
        value={reference}
        maxLength={100}
        onChange={(event) => setReference(event.target.value)}
        error={errors.reference}
      />
      <div>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record payment and mark Paid'}
        </Button>
      </div>
    </form>
  );
}

function NoteForm({ application }: { application: StaffPackageApplicationDetail }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddPackageNote(application.packageApplicationId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await add.mutateAsync(note);
      setNote('');
    } catch (err) {
      setError(serverFieldErrors(err, ['note']).note ?? serverMessage(err) ?? 'The note was not saved.');
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextAreaField
        label="Add a note (staff only)"
        rows={2}
        value={note}
        maxLength={2000}
        onChange={(event) => setNote(event.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

function History({ application }: { application: StaffPackageApplicationDetail }) {
  const newestFirst = [...application.history].reverse();
  return (
    <ol className="flex flex-col gap-3" aria-label="History">
      {newestFirst.map((entry) => (
        <li key={entry.historyId} className="border-l-2 border-primary/40 pl-3" data-testid="history-entry">
          {entry.toStatus && (
            <p className="flex flex-wrap items-center gap-1.5">
              {entry.fromStatus ? (
                <>
                  <PackageStatusPill status={entry.fromStatus} />
                  <ArrowRight className="h-3.5 w-3.5 text-ink-secondary" aria-label="to" />
                </>
              ) : (
                <span className="text-ink-secondary">Applied as</span>
              )}
              <PackageStatusPill status={entry.toStatus} />
            </p>
          )}
          {entry.note && <p className="mt-1 whitespace-pre-line text-gray-900">“{entry.note}”</p>}
          <p className="mt-1 text-xs text-ink-secondary">
            {entry.changedBy?.name ?? 'Payment provider'} · {formatDateTime(entry.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}
