import type { PayeeSettings, PayeeSettingsInput } from '@edupath/contract';
import { GST_STATES, PAYEE_MESSAGES } from '@edupath/contract/payee-constants';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError } from '../../../../components/ui/states';
import { useAuth } from '../../../../lib/auth-storage';
import { formatDateTime } from '../../../../lib/format-time';
import { packageConsolePaths } from '../../paths';
import { usePayee, useSavePayee } from '../api/payee';
import { useConsoleForm } from '../use-console-form';

const FIELDS = [
  'legalName',
  'address',
  'gstin',
  'sacCode',
  'gstRatePercent',
  'upiId',
  'bankAccountName',
  'bankAccountNumber',
  'ifsc',
  'bankName',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The form's boxes: every setting as text, empty before an admin sets them. */
const toValues = (payee: PayeeSettings | null): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, payee ? String(payee[f]) : ''])) as Values;

/**
 * /admin/packages/payee (admins): who students pay by UPI or bank transfer, and the GST details
 * their tax invoices carry (docs/packages.md, "Paying by UPI or bank transfer").
 */
export default function PayeeRoute() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const payee = usePayee(isAdmin);

  if (!isAdmin) {
    return (
      <>
        <PageTitle>Payee details</PageTitle>
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          Only admins set the payee details.
        </p>
      </>
    );
  }

  return (
    <>
      <PageTitle
        aside={
          <Link
            to={packageConsolePaths.packages}
            className="text-sm font-medium text-primary-dark hover:underline"
          >
            Back to packages
          </Link>
        }
      >
        Payee details
      </PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-ink-secondary">
        Students awaiting payment see the legal name, address, GSTIN, UPI id (with a QR code for the exact
        amount) and bank account below, with a reference to quote. When a payment is recorded, the tax invoice
        is issued under this GSTIN with the SAC and GST rate you enter here. Package prices include GST.
      </p>
      {payee.isPending ? (
        <Spinner label="Loading the payee details" />
      ) : payee.isError ? (
        <LoadError>Failed to load the payee details.</LoadError>
      ) : (
        <PayeeForm payee={payee.data} />
      )}
    </>
  );
}

function PayeeForm({ payee }: { payee: PayeeSettings | null }) {
  const save = useSavePayee();
  const { values, setValues, formError, field, send } = useConsoleForm(toValues(payee), FIELDS);
  const stateCode = values.gstin.trim().slice(0, 2) as keyof typeof GST_STATES;
  const stateName = GST_STATES[stateCode];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = values.gstRatePercent.trim();
    const input: PayeeSettingsInput = {
      ...values,
      // An empty box is sent as nothing, so the server says the rate is missing.
      gstRatePercent: rate === '' ? (undefined as unknown as number) : Number(rate),
    };
    return send(async () => {
      const answer = await save.mutateAsync(input);
      setValues(toValues(answer.data));
      toast.success(PAYEE_MESSAGES.saved);
    }, 'The payee details could not be saved.');
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-4" aria-label="Payee details">
      <FormAlert>{formError}</FormAlert>
      {!payee && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Not set yet: students are told their advisor will share the UPI or bank details, and payments get a
          receipt but no tax invoice.
        </p>
      )}
      <Panel title="Business">
        <div className="flex flex-col gap-3">
          <TextField label="Legal name" {...field('legalName')} maxLength={200} autoComplete="organization" />
          <TextAreaField label="Registered address" rows={3} {...field('address')} maxLength={500} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <TextField
              label="GSTIN"
              {...field('gstin')}
              maxLength={20}
              className="font-mono uppercase"
              hint={
                stateName
                  ? `State: ${stateName} (${stateCode})`
                  : '15 characters; the first two are the state'
              }
            />
            <TextField
              label="SAC code"
              inputMode="numeric"
              {...field('sacCode')}
              maxLength={6}
              className="font-mono"
              hint="The service's code, as your accountant classifies it"
            />
            <TextField
              label="GST rate (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={40}
              step={0.01}
              {...field('gstRatePercent')}
            />
          </div>
        </div>
      </Panel>
      <Panel title="UPI">
        <div>
          <TextField
            label="UPI id"
            {...field('upiId')}
            maxLength={255}
            autoComplete="off"
            hint="Students get a QR code for this UPI id with the exact amount and their reference"
          />
        </div>
      </Panel>
      <Panel title="Bank account">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label="Account name" {...field('bankAccountName')} maxLength={200} />
          <TextField
            label="Account number"
            inputMode="numeric"
            {...field('bankAccountNumber')}
            maxLength={24}
            className="font-mono"
          />
          <TextField label="IFSC" {...field('ifsc')} maxLength={11} className="font-mono uppercase" />
          <TextField label="Bank" {...field('bankName')} maxLength={200} />
        </div>
      </Panel>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {payee && <p className="text-xs text-ink-secondary">Last saved {formatDateTime(payee.updatedAt)}</p>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save payee details'}
        </Button>
      </div>
    </form>
  );
}
