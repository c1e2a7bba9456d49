import {
  CURATED_KINDS,
  CURATED_RESOURCES,
  type CuratedKind,
  type CuratedResource,
  valueAt,
} from '@edupath/contract/curated';
import { Link } from 'react-router';
import { ResourceTable } from '../../../components/console/resource-table';
import { ResourceTabs } from '../../../components/console/resource-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDay } from '../../../lib/format';
import { useCuratedList } from '../api/curated';
import { curatedPaths } from '../paths';

const ORIGIN_LABEL = {
  file: 'From the file',
  edited: 'Edited in the console',
  added: 'Added in the console',
};

/** A cell as the form would name it: a chosen option by its label, a checked day as a day. */
const shown = (resource: CuratedResource, path: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (/checkedOn$/.test(path)) return formatDay(String(value));
  const field = resource.fields.find((candidate) => candidate.path === path);
  const option = field?.input === 'select' ? field.options.find((o) => o.value === value) : undefined;
  return option?.label ?? String(value);
};

/** One list page for every curated kind (docs/money-and-visas.md#curated-records): its description's columns. */
export default function CuratedListRoute({ kind }: { kind: CuratedKind }) {
  const resource = CURATED_RESOURCES[kind];
  const list = useCuratedList(kind);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-gray-900">Curated facts</h1>
        <Link
          to={curatedPaths.add(kind)}
          className="rounded-lg bg-primary-dark px-3 py-1.5 text-sm font-medium text-white"
        >
          Add {resource.label.toLowerCase()}
        </Link>
      </div>
      <ResourceTabs
        label="Curated kinds"
        tabs={CURATED_KINDS.map((k) => ({ to: curatedPaths.list(k), label: CURATED_RESOURCES[k].plural }))}
      />
      <p className="mb-3 text-sm text-ink-secondary">
        The committed file's records with the console's edits. An edit is shown to students at once; when the
        file is checked later than an edit, the file's record is shown again.
      </p>
      {list.isPending ? (
        <Spinner label={`Loading ${resource.plural.toLowerCase()}`} className="py-16" />
      ) : list.isError ? (
        <LoadError>The {resource.plural.toLowerCase()} could not be loaded.</LoadError>
      ) : (
        <ResourceTable
          caption={resource.plural}
          testId="curated-table"
          rowTestId="curated-row"
          columns={[...resource.columns, { path: 'where-from', label: 'Where from' }]}
          rows={list.data}
          rowLink={(item) => curatedPaths.record(kind, item.key)}
          cell={(item, column) => {
            if (column.path === 'where-from') {
              return (
                <span className="text-ink-secondary">
                  {ORIGIN_LABEL[item.origin]}
                  {item.overtakenByFile && ' (the file was checked later than the edit)'}
                </span>
              );
            }
            const value = shown(resource, column.path, valueAt(item.record, column.path));
            return column === resource.columns[0] ? (
              <Link
                to={curatedPaths.record(kind, item.key)}
                onClick={(event) => event.stopPropagation()}
                className="text-primary-dark underline"
              >
                {value}
              </Link>
            ) : (
              value
            );
          }}
        />
      )}
    </>
  );
}
