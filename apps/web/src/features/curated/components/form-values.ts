import {
  type CuratedField,
  type CuratedResource,
  curatedSourcePaths,
  valueAt,
} from '@edupath/contract/curated';

/**
 * The generic form's text values and the record they make (docs/money-and-visas.md#curated-records):
 * every field is a string while it is edited, and becomes the record's value on save — numbers,
 * yes/no/not published, one item a line, or a JSON part. Pure, so the rules are tested apart.
 */

type AnyRecord = Record<string, unknown>;
export type FormValues = Record<string, string>;

export const JSON_ERROR = 'This is not valid JSON';

function textOf(field: CuratedField, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.input) {
    case 'boolean':
      return value ? 'yes' : 'no';
    case 'lines':
      return (value as unknown[]).join('\n');
    case 'json':
      return JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

/** Every path the form edits: the kind's fields, its key and its source fields. */
export function formPaths(resource: CuratedResource): string[] {
  const source = curatedSourcePaths(resource);
  return [
    resource.key,
    ...resource.fields.map((f) => f.path),
    source.sourceUrl,
    source.sourceName,
    source.checkedOn,
  ];
}

export function valuesOf(resource: CuratedResource, record: AnyRecord): FormValues {
  const source = curatedSourcePaths(resource);
  const values: FormValues = {
    [resource.key]: String(valueAt(record, resource.key) ?? ''),
    [source.sourceUrl]: String(valueAt(record, source.sourceUrl) ?? ''),
    [source.sourceName]: String(valueAt(record, source.sourceName) ?? ''),
    [source.checkedOn]: String(valueAt(record, source.checkedOn) ?? ''),
  };
  for (const field of resource.fields) values[field.path] = textOf(field, valueAt(record, field.path));
  return values;
}

function setAt(record: AnyRecord, path: string, value: unknown) {
  const parts = path.split('.');
  let at = record;
  for (const part of parts.slice(0, -1)) {
    if (at[part] === null || typeof at[part] !== 'object') at[part] = {};
    at = at[part] as AnyRecord;
  }
  at[parts.at(-1)!] = value;
}

function parse(field: CuratedField, text: string): unknown {
  const trimmed = text.trim();
  const empty = 'nullable' in field && field.nullable ? null : undefined;
  const emptyText = empty === null ? null : '';
  switch (field.input) {
    case 'number':
      return trimmed === '' ? empty : Number(trimmed);
    case 'boolean':
      return trimmed === 'yes' ? true : trimmed === 'no' ? false : empty;
    case 'lines':
      return text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    case 'json':
      return JSON.parse(trimmed === '' ? 'null' : trimmed);
    default:
      return trimmed === '' ? emptyText : trimmed;
  }
}

/**
 * The record the form's values make, over `base` (the record read, or a new record's template);
 * or the fields whose JSON does not parse. A nullable group left wholly empty is null.
 */
export function recordOf(
  resource: CuratedResource,
  base: AnyRecord,
  values: FormValues,
): { record: AnyRecord; errors: Record<string, string> } {
  const record = structuredClone(base);
  const errors: Record<string, string> = {};
  const source = curatedSourcePaths(resource);
  for (const path of [resource.key, source.sourceUrl, source.sourceName, source.checkedOn]) {
    setAt(record, path, (values[path] ?? '').trim());
  }
  for (const field of resource.fields) {
    try {
      setAt(record, field.path, parse(field, values[field.path] ?? ''));
    } catch {
      errors[`record.${field.path}`] = JSON_ERROR;
    }
  }
  for (const group of resource.nullableGroups ?? []) {
    const inside = resource.fields.filter((f) => f.path.startsWith(`${group}.`));
    if (inside.every((f) => valueAt(record, f.path) === null || valueAt(record, f.path) === undefined)) {
      setAt(record, group, null);
    }
  }
  return { record, errors };
}
