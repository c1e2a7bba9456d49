import type { PackageApplication, PaymentInstructions } from '@edupath/contract';
import { GST_STATE_CODES, GST_STATES, PAYEE_MESSAGES } from '@edupath/contract/payee-constants';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/form-errors';
import { formatPaise } from '../../../lib/format';
import { usePaymentInstructions, useSaveBillingState } from '../api/payment-instructions';

const term = 'text-xs font-medium uppercase tracking-wide text-gray-500';

/**
 * Paying by hand (manual payments): whom to pay by UPI (with a QR code for the exact amount and
 * the reference) or bank transfer, and the student's state for the tax invoice
 * (docs/packages.md, "Paying by UPI or bank transfer").
 */
export function ManualPaymentDetails({ application }: { application: PackageApplication }) {
  const instructions = usePaymentInstructions(application.packageApplicationId, true);
  const online = application.canPayOnline;
  if (instructions.isPending) return online ? null : <Spinner label="Loading the payment details" />;
  if (instructions.isError || !instructions.data.payee) {
    // With 'Pay now' there is nothing more to say; otherwise the advisor shares the details.
    if (online) return null;
    return (
      <p className="mt-1 text-ink-secondary" data-testid="payee-not-set">
        {PAYEE_MESSAGES.notSet} They record your payment here once it arrives.
      </p>
    );
  }
  return <Details instructions={instructions.data} online={online} />;
}

function Details({ instructions, online }: { instructions: PaymentInstructions; online: boolean }) {
  const payee = instructions.payee!;
  const amount = formatPaise(instructions.amountPaise);
  return (
    <div className="mt-3 flex flex-col gap-4" data-testid="payee-details">
      <p className="text-ink">
        {online ? 'Or pay by UPI or bank transfer: pay' : 'Pay'} exactly{' '}
        <strong data-testid="amount-due">{amount}</strong> to {payee.legalName} and quote the reference{' '}
        <strong className="break-all font-mono" data-testid="payment-reference">
          {instructions.reference}
        </strong>{' '}
        (in the UPI note or the bank transfer's remarks). Your advisor records your payment here once it
        arrives, and you get a receipt and a tax invoice.
      </p>
      <div className="flex flex-col gap-4 sm:flex-row">
        {instructions.upiQrSvg && (
          <figure className="flex shrink-0 flex-col items-center gap-1 self-center rounded-lg border border-line bg-white p-2 sm:self-start">
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(instructions.upiQrSvg)}`}
              alt={`UPI QR code: pay ${amount} to ${payee.upiId}, reference ${instructions.reference}`}
              width={176}
              height={176}
              data-testid="upi-qr"
            />
            <figcaption className="text-xs text-ink-secondary">Scan with any UPI app</figcaption>
          </figure>
        )}
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <dt className={term}>UPI id</dt>
            <dd className="break-all font-mono text-ink" data-testid="payee-upi">
              {payee.upiId}
            </dd>
            {instructions.upiUri && (
              <a
                href={instructions.upiUri}
                className="mt-1 inline-flex min-h-6 items-center text-sm font-medium text-primary-dark underline"
              >
                Open in a UPI app
              </a>
            )}
          </div>
          <div>
            <dt className={term}>Payee</dt>
            <dd className="text-ink">
              <span className="font-medium" data-testid="payee-name">
                {payee.legalName}
              </span>
              <span className="block whitespace-pre-line text-ink-secondary">{payee.address}</span>
              <span className="block font-mono text-xs text-ink-secondary">GSTIN {payee.gstin}</span>
            </dd>
          </div>
          <div>
            <dt className={term}>Bank transfer</dt>
            <dd className="text-ink" data-testid="payee-bank">
              <span className="block">{payee.bankAccountName}</span>
              <span className="block break-all font-mono">A/c {payee.bankAccountNumber}</span>
              <span className="block font-mono">IFSC {payee.ifsc}</span>
              <span className="block">{payee.bankName}</span>
            </dd>
          </div>
          <div>
            <dt className={term}>Reference to quote</dt>
            <dd className="break-all font-mono text-ink">{instructions.reference}</dd>
          </div>
        </dl>
      </div>
      <StateForm stateCode={instructions.stateCode} />
    </div>
  );
}

/** The state on the student's profile decides CGST + SGST or IGST on her invoice. */
function StateForm({ stateCode }: { stateCode: string | null }) {
  const save = useSaveBillingState();
  const [value, setValue] = useState(stateCode ?? '');
  useEffect(() => setValue(stateCode ?? ''), [stateCode]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value, {
      onSuccess: () => toast.success(PAYEE_MESSAGES.stateSaved),
      onError: (err) => toast.error(errorText(err, 'Your state could not be saved.')),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Your state">
      <div className="sm:w-72">
        <SelectField
          label="Your state, for the tax invoice"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          <option value="">Not given</option>
          {GST_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {GST_STATES[code]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="outline" disabled={!value || value === stateCode || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save state'}
      </Button>
      {!stateCode && (
        <p className="text-xs text-ink-secondary sm:ml-2 sm:max-w-xs">
          Without it, the invoice takes our own state as the place of supply.
        </p>
      )}
    </form>
  );
}
