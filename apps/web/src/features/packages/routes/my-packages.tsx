import type { PackageApplication, Payment } from '@edupath/contract';
import { PACKAGE_PIPELINE_MESSAGES } from '@edupath/contract/package-constants';
import { CircleCheck, CreditCard, FileDown, Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { errorText } from '../../../lib/form-errors';
import { formatDate, formatPaise, formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { paths } from '../../../lib/paths';
import { useMyPackageApplications } from '../api/get-my-package-applications';
import { invoiceUrl, receiptUrl } from '../api/payment-instructions';
import { useStartPayment } from '../api/start-payment';
import { ManualPaymentDetails } from '../components/manual-payment-details';
import { PackageStatusPill } from '../components/package-status-pill';

/** A moment in the student's own time zone, named: 'Mar 1, 2026 at 3:30 PM GMT+5:30'. */
const inYourTimeZone = (value: string) => {
  const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
    .formatToParts(new Date(value))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${formatDateTime(value)} ${zone}` : formatDateTime(value);
};

/**
 * /packages/mine: the student's package applications with their place in the pipeline and their
 * payment (docs/packages.md, "The student's page"). It updates in place when staff move one or a
 * payment arrives (the 'package.status' notification refreshes it).
 */
export default function MyPackagesRoute() {
  const mine = useMyPackageApplications();
  const [search] = useSearchParams();
  const returned = search.get('payment') === 'returned';
  const waitingForPayment = mine.data?.some(
    (a) => a.payment?.status === 'created' && a.status === 'Payment pending',
  );

  return (
    <div className="bg-gradient-to-b from-primary-light/70 to-white">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold text-secondary">My Packages</h1>
            <p className="mt-1 text-ink-secondary">
              Your package applications, where each one stands and its payment.
            </p>
          </div>
          <Link to={paths.packages} className="text-sm font-medium text-primary-dark hover:underline">
            See all packages
          </Link>
        </div>

        {returned && waitingForPayment && (
          <p
            role="status"
            className="mb-4 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
          >
            <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            Thank you. We are waiting for the payment provider to confirm your payment; this page updates as
            soon as it does.
          </p>
        )}

        {mine.isPending ? (
          <Spinner label="Loading your packages" />
        ) : mine.isError ? (
          <LoadError>Failed to load your package applications.</LoadError>
        ) : mine.data.length === 0 ? (
          <EmptyState
            title="You have not applied for a package yet."
            action={
              <Link to={paths.packages} className="font-medium text-primary-dark hover:underline">
                Choose a package
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {mine.data.map((application) => (
              <li key={application.packageApplicationId}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ApplicationCard({ application }: { application: PackageApplication }) {
  const titleId = `my-package-${application.packageApplicationId}`;
  const { payment } = application;
  const paid = payment?.status === 'paid' ? payment : null;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-secondary">
            {application.packageName}
          </h2>
          <p className="text-sm text-ink-secondary">Applied on {formatDate(application.createdAt)}</p>
        </div>
        <PackageStatusPill status={application.status} className="text-sm" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Amount</dt>
          <dd className="text-base font-semibold text-ink" data-testid="package-amount">
            {formatRupees(application.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Payment</dt>
          <dd className="font-medium text-ink" data-testid="payment-state">
            {paid
              ? `Paid ${formatPaise(paid.amountPaise)}`
              : payment
                ? 'Started, not confirmed yet'
                : 'Not paid'}
          </dd>
        </div>
        {paid?.reference && (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Reference</dt>
            <dd className="break-all font-mono text-xs text-ink">{paid.reference}</dd>
          </div>
        )}
      </dl>

      {application.status === 'Payment pending' && <PaymentBox application={application} />}

      {paid?.paidAt && <PaidBox payment={paid} />}
    </article>
  );
}

function PaidBox({ payment }: { payment: Payment }) {
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-lg border border-green-300 bg-white px-3 py-2 font-medium text-green-900 hover:bg-green-100';
  return (
    <div className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-900">
      <p className="flex items-start gap-2" data-testid="refund-until">
        <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          Paid on {inYourTimeZone(payment.paidAt!)}. A written refund request may be considered until{' '}
          <strong>{inYourTimeZone(payment.refundRequestUntil!)}</strong> (your time) if services have not
          started (
          <Link to={paths.refund} className="font-medium underline">
            refund policy
          </Link>
          ).
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={receiptUrl(payment.paymentId)} download className={link}>
          <FileDown aria-hidden className="h-4 w-4 shrink-0" />
          Download receipt (PDF)
        </a>
        {payment.invoiceNumber && (
          <a href={invoiceUrl(payment.paymentId)} download className={link}>
            <FileDown aria-hidden className="h-4 w-4 shrink-0" />
            Download tax invoice {payment.invoiceNumber} (PDF)
          </a>
        )}
      </div>
    </div>
  );
}

function PaymentBox({ application }: { application: PackageApplication }) {
  const pay = useStartPayment();
  const onPay = () =>
    pay.mutate(application.packageApplicationId, {
      onError: (err) => toast.error(errorText(err, 'The payment could not be started. Please try again.')),
    });
  return (
    <section
      aria-label="Payment"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50/60 px-4 py-4 text-sm text-ink"
    >
      <p className="font-semibold text-secondary">
        Ready for payment: {formatPaise(application.amountPaise)}
      </p>
      {application.canPayOnline && (
        <Button className="mt-3" onClick={onPay} disabled={pay.isPending || pay.isSuccess}>
          <CreditCard aria-hidden className="h-4 w-4" />
          {pay.isPending || pay.isSuccess ? 'Opening the payment page...' : 'Pay now'}
        </Button>
      )}
      <ManualPaymentDetails application={application} />
      <p className="mt-3 text-xs text-ink-secondary" data-testid="refund-window">
        {PACKAGE_PIPELINE_MESSAGES.refundWindow}{' '}
        <Link to={paths.refund} className="font-medium text-primary-dark underline">
          Refund policy
        </Link>
      </p>
    </section>
  );
}
