import {
  CURATED_RESOURCES,
  type CuratedField,
  type CuratedKind,
  curatedSourcePaths,
} from '@edupath/contract/curated';
import { todayIso } from '@edupath/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { curatedKeys, useCuratedRecord, useSaveCurated } from '../api/curated';
import { type FormValues, formPaths, recordOf, valuesOf } from '../components/form-values';
import { curatedPaths } from '../paths';

type AnyRecord = Record<string, unknown>;

/** One form page for every curated kind (docs/money-and-visas.md#curated-records); no key: a new record. */
export default function CuratedFormRoute({ kind, recordKey }: { kind: CuratedKind; recordKey?: string }) {
  const item = useCuratedRecord(kind, recordKey);
  if (recordKey === undefined) return <CuratedForm kind={kind} base={CURATED_RESOURCES[kind].template} />;
  if (item.isPending) return <Spinner label="Loading the record" className="py-16" />;
  if (item.isError)
    return <LoadError>{serverMessage(item.error) ?? 'The record could not be loaded.'}</LoadError>;
  return (
    <CuratedForm
      key={`${item.data.key}:${item.data.version}`}
      kind={kind}
      base={item.data.record}
      recordKey={item.data.key}
      version={item.data.version}
      updated={
        item.data.updatedBy && item.data.updatedAt
          ? `${item.data.updatedBy.name}, ${formatDay(item.data.updatedAt.slice(0, 10))}`
          : null
      }
    />
  );
}

function CuratedForm({
  kind,
  base,
  recordKey,
  version,
  updated,
}: {
  kind: CuratedKind;
  base: AnyRecord;
  recordKey?: string;
  version?: number;
  updated?: string | null;
}) {
  const resource = CURATED_RESOURCES[kind];
  const source = curatedSourcePaths(resource);
  const navigate = useNavigate();
  const save = useSaveCurated(kind);
  const [values, setValues] = useState<FormValues>(() => valuesOf(resource, base));
  const [checkedToday, setCheckedToday] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const set = (path: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [path]: event.target.value }));
  const errorOf = (path: string) => errors[`record.${path}`];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const made = recordOf(
      resource,
      base,
      checkedToday ? { ...values, [source.checkedOn]: todayIso() } : values,
    );
    setErrors(made.errors);
    setBanner(null);
    if (Object.keys(made.errors).length > 0) return;
    try {
      const saved = await save.mutateAsync({ key: recordKey, version, record: made.record, checkedToday });
      toast.success(`${resource.label} saved`);
      navigate(curatedPaths.record(kind, saved.key), { replace: true });
    } catch (err) {
      const names = [...formPaths(resource).map((p) => `record.${p}`), 'version'];
      setErrors(serverFieldErrors(err, names) as Record<string, string>);
      setBanner(serverMessage(err) ?? 'The record could not be saved.');
      setStale(err instanceof ApiError && err.status === 409 && 'version' in err.errors);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-gray-900">
          {recordKey === undefined
            ? `New ${resource.label.toLowerCase()}`
            : `${resource.label}: ${recordKey}`}
        </h1>
        <Link to={curatedPaths.list(kind)} className="text-sm text-primary-dark underline">
          All {resource.plural.toLowerCase()}
        </Link>
      </div>
      {updated && <p className="text-sm text-ink-secondary">Last edited in the console by {updated}.</p>}
      <FormAlert>{banner}</FormAlert>
      {recordKey === undefined && (
        <TextField
          label={`Key (${resource.key}: lower-case letters, digits and hyphens)`}
          value={values[resource.key] ?? ''}
          onChange={set(resource.key)}
          error={errorOf(resource.key)}
        />
      )}
      <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-semibold">Source</legend>
        <TextField
          label="Source address (https)"
          type="url"
          value={values[source.sourceUrl] ?? ''}
          onChange={set(source.sourceUrl)}
          error={errorOf(source.sourceUrl)}
        />
        <TextField
          label="Source name"
          value={values[source.sourceName] ?? ''}
          onChange={set(source.sourceName)}
          error={errorOf(source.sourceName)}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={checkedToday} onChange={(e) => setCheckedToday(e.target.checked)} />
          I checked this today against the source
        </label>
        <TextField
          label="Checked on"
          type="date"
          disabled={checkedToday}
          value={checkedToday ? todayIso() : (values[source.checkedOn] ?? '')}
          onChange={set(source.checkedOn)}
          error={errorOf(source.checkedOn)}
        />
      </fieldset>
      {resource.fields.map((field) => (
        <FieldInput
          key={field.path}
          field={field}
          value={values[field.path] ?? ''}
          onChange={set(field.path)}
          error={errorOf(field.path) ?? firstNested(errors, field.path)}
        />
      ))}
      {stale && recordKey !== undefined && (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => queryClient.invalidateQueries({ queryKey: curatedKeys.one(kind, recordKey) })}
          >
            Load the latest version
          </Button>
        </div>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** A JSON part's errors name paths inside it (record.deadlines.0.date): shown on the part's field. */
function firstNested(errors: Record<string, string>, path: string): string | undefined {
  const prefix = `record.${path}.`;
  const found = Object.entries(errors).find(([name]) => name.startsWith(prefix));
  return found && `${found[0].slice(prefix.length)}: ${found[1]}`;
}

function FieldInput({
  field,
  value,
  onChange,
  error,
}: {
  field: CuratedField;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  const common = { label: field.label, value, onChange, error };
  switch (field.input) {
    case 'select':
      return (
        <SelectField {...common}>
          {field.nullable ? <option value="">Not published</option> : <option value="">Choose…</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'boolean':
      return (
        <SelectField {...common}>
          <option value="">{field.nullable ? 'Not published' : 'Choose…'}</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </SelectField>
      );
    case 'number':
      return <TextField {...common} inputMode="decimal" />;
    case 'textarea':
    case 'lines':
      return <TextAreaField {...common} rows={3} />;
    case 'json':
      return <TextAreaField {...common} rows={8} className="font-mono text-xs" spellCheck={false} />;
    default:
      return <TextField {...common} />;
  }
}
