import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { LENDER_TYPE_LABELS, LENDER_TYPES, lenderSchema, SECTION_80E } from './loans';
import type { ResourceColumn, ResourceDescription } from './resource';
import {
  SCHOLARSHIP_KIND_LABELS,
  SCHOLARSHIP_KINDS,
  SCHOLARSHIP_PROVIDER_TYPE_LABELS,
  SCHOLARSHIP_PROVIDER_TYPES,
  scholarshipSchema,
} from './scholarships';
import { visaRouteSchema } from './visa-routes';

/**
 * The curated facts staff edit in the console (docs/money-and-visas.md#curated-records), described
 * once per kind: the record's schema (the one the committed file is checked with), its key, the
 * console list's columns, the form's fields and who may edit. The console's list and form, the
 * server's one module and the endpoints below are all generated from these descriptions, so a new
 * kind is one more description, not a copy of three files.
 */

export const CURATED_KINDS = ['scholarship', 'lender', 'visa-route'] as const;
export type CuratedKind = (typeof CURATED_KINDS)[number];

type Option = { value: string; label: string };
const options = (values: readonly string[], labels?: Record<string, string>): Option[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/**
 * One field of the form, at a dotted path inside the record. `lines` is a list of strings, one a
 * line; `json` an array or object part edited as JSON text; `nullable` turns an empty input into
 * null ("not published").
 */
export type CuratedField =
  | { path: string; label: string; input: 'text' | 'textarea'; nullable?: true }
  | { path: string; label: string; input: 'number'; nullable?: true }
  | { path: string; label: string; input: 'select'; options: readonly Option[]; nullable?: true }
  | { path: string; label: string; input: 'boolean'; nullable?: true }
  | { path: string; label: string; input: 'lines' | 'json' };

/** A curated kind: the shared console description (resource.ts) with its record's schema and file. */
export interface CuratedResource<S extends z.ZodObject = z.ZodObject> extends ResourceDescription {
  kind: CuratedKind;
  schema: S;
  /** The top-level field that names a record within its kind. */
  key: string;
  /** Where the record's sourceUrl, sourceName and checkedOn sit: '' (the record) or 'overview'. */
  provenanceAt: '' | 'overview';
  /** The path whose value titles the record in the console. */
  title: string;
  /** The editable fields; the provenance fields and the key are the form's own. */
  fields: readonly CuratedField[];
  /** Groups that are null when every field in them is left empty (a scholarship's amount). */
  nullableGroups?: readonly string[];
  /** What a new record's form starts from (the parts a blank form cannot guess, such as empty lists). */
  template: Record<string, unknown>;
}

/** Reads a dotted path ('amount.amountMinor') of a record; undefined when any step is missing. */
export function valueAt(record: unknown, path: string): unknown {
  if (path === '') return record;
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const provenancePath = (resource: CuratedResource, field: 'sourceUrl' | 'sourceName' | 'checkedOn') =>
  resource.provenanceAt ? `${resource.provenanceAt}.${field}` : field;

/** The dotted paths of a resource's source fields inside its record. */
export const curatedSourcePaths = (resource: CuratedResource) => ({
  sourceUrl: provenancePath(resource, 'sourceUrl'),
  sourceName: provenancePath(resource, 'sourceName'),
  checkedOn: provenancePath(resource, 'checkedOn'),
});

/** A record's key and checked day, as its description places them. */
export const curatedKeyOf = (resource: CuratedResource, record: unknown) =>
  String(valueAt(record, resource.key));
export const curatedCheckedOn = (resource: CuratedResource, record: unknown) =>
  String(valueAt(record, curatedSourcePaths(resource).checkedOn));

// ---------------------------------------------------------------- the three kinds

const sourceColumns: ResourceColumn[] = [{ path: 'checkedOn', label: 'Checked' }];

export const scholarshipResource = {
  kind: 'scholarship',
  label: 'Scholarship',
  plural: 'Scholarships',
  schema: scholarshipSchema,
  key: 'id',
  provenanceAt: '',
  title: 'name',
  columns: [
    { path: 'name', label: 'Name' },
    { path: 'provider', label: 'Provider' },
    { path: 'providerType', label: 'Offered by' },
    ...sourceColumns,
  ],
  fields: [
    { path: 'name', label: 'Name', input: 'text' },
    { path: 'provider', label: 'Provider', input: 'text' },
    {
      path: 'providerType',
      label: 'Offered by',
      input: 'select',
      options: options(SCHOLARSHIP_PROVIDER_TYPES, SCHOLARSHIP_PROVIDER_TYPE_LABELS),
    },
    {
      path: 'kind',
      label: 'How the money comes',
      input: 'select',
      options: options(SCHOLARSHIP_KINDS, SCHOLARSHIP_KIND_LABELS),
    },
    {
      path: 'amount.amountMinor',
      label: 'Amount (minor units: paise, cents, pence)',
      input: 'number',
      nullable: true,
    },
    { path: 'amount.currency', label: 'Amount currency (ISO 4217)', input: 'text', nullable: true },
    {
      path: 'amount.per',
      label: 'Amount per',
      input: 'select',
      options: options(['month', 'year', 'total']),
      nullable: true,
    },
    { path: 'amount.upTo', label: 'Amount is "up to"', input: 'boolean', nullable: true },
    { path: 'coversTuition', label: 'Covers tuition', input: 'boolean', nullable: true },
    { path: 'covers', label: 'What it pays for', input: 'textarea' },
    { path: 'levels', label: 'Levels (bachelor, master, doctorate; one a line)', input: 'lines' },
    { path: 'fields', label: 'Fields (one a line; none: any field)', input: 'lines' },
    { path: 'destinations', label: 'Countries (one a line; none: any country)', input: 'lines' },
    { path: 'universities', label: 'Universities (one a line; none: any)', input: 'lines' },
    { path: 'eligibility', label: 'Eligibility rules (JSON)', input: 'json' },
    { path: 'deadlines', label: 'Deadlines (JSON: date and cycle)', input: 'json' },
    { path: 'deadlineNote', label: 'Deadline note', input: 'text', nullable: true },
    { path: 'howToApply', label: 'How to apply', input: 'textarea' },
    { path: 'notes', label: 'Notes', input: 'textarea', nullable: true },
  ],
  nullableGroups: ['amount'],
  template: {
    amount: null,
    coversTuition: null,
    levels: [],
    fields: [],
    destinations: [],
    universities: [],
    eligibility: {
      indianCitizen: false,
      maxAge: null,
      ageOn: null,
      maxFamilyIncomeInr: null,
      categories: null,
      minMarksPercent: null,
      minWorkMonths: null,
      admissionRequired: null,
      gender: null,
      otherConditions: [],
    },
    deadlines: [],
    deadlineNote: null,
    notes: null,
  },
  access: 'admin',
} as const satisfies CuratedResource;

export const lenderResource = {
  kind: 'lender',
  label: 'Lender',
  plural: 'Education lenders',
  schema: lenderSchema,
  key: 'id',
  provenanceAt: '',
  title: 'name',
  columns: [
    { path: 'name', label: 'Lender' },
    { path: 'product', label: 'Scheme' },
    { path: 'type', label: 'Type' },
    ...sourceColumns,
  ],
  fields: [
    { path: 'name', label: 'Lender', input: 'text' },
    { path: 'product', label: 'Scheme', input: 'text' },
    { path: 'type', label: 'Type', input: 'select', options: options(LENDER_TYPES, LENDER_TYPE_LABELS) },
    { path: 'lenderUrl', label: "Lender's own page", input: 'text' },
    { path: 'currencyCode', label: 'Currency (ISO 4217)', input: 'text' },
    {
      path: 'interestType',
      label: 'Interest',
      input: 'select',
      options: options(['floating', 'fixed']),
      nullable: true,
    },
    { path: 'rateMinPercent', label: 'Lowest rate (% a year)', input: 'number', nullable: true },
    { path: 'rateMaxPercent', label: 'Highest rate (% a year)', input: 'number', nullable: true },
    { path: 'rateNote', label: 'Rate note', input: 'textarea', nullable: true },
    { path: 'maxLoanMinor', label: 'Largest loan (minor units)', input: 'number', nullable: true },
    {
      path: 'collateralFreeUpToMinor',
      label: 'Without collateral up to (minor units)',
      input: 'number',
      nullable: true,
    },
    { path: 'collateralNote', label: 'Collateral note', input: 'textarea', nullable: true },
    { path: 'marginNote', label: 'Margin', input: 'textarea', nullable: true },
    { path: 'processingFeeNote', label: 'Processing fee', input: 'textarea', nullable: true },
    {
      path: 'moratoriumMonthsAfterCourse',
      label: 'Moratorium (months after the course)',
      input: 'number',
      nullable: true,
    },
    { path: 'moratoriumNote', label: 'Moratorium note', input: 'textarea', nullable: true },
    { path: 'maxTenureYears', label: 'Longest repayment (years)', input: 'number', nullable: true },
    { path: 'coSignerRequired', label: 'Co-signer required', input: 'boolean', nullable: true },
    { path: 'section80E', label: 'Section 80E', input: 'select', options: options(SECTION_80E) },
    { path: 'notes', label: 'Notes (one a line)', input: 'lines' },
    { path: 'otherSources', label: 'Other pages (JSON)', input: 'json' },
  ],
  template: { notes: [], otherSources: [] },
  access: 'admin',
} as const satisfies CuratedResource;

export const visaRouteResource = {
  kind: 'visa-route',
  label: 'Visa route',
  plural: 'Visa routes',
  schema: visaRouteSchema,
  key: 'countryCode',
  provenanceAt: 'overview',
  title: 'visaName',
  columns: [
    { path: 'countryName', label: 'Country' },
    { path: 'visaName', label: 'Visa' },
    { path: 'overview.checkedOn', label: 'Checked' },
  ],
  fields: [
    { path: 'countryName', label: 'Country', input: 'text' },
    { path: 'visaName', label: 'Visa', input: 'text' },
    { path: 'admissionDocument', label: 'Admission document', input: 'text' },
    { path: 'fees', label: 'Fees and amounts, with their versions (JSON)', input: 'json' },
    { path: 'requirements', label: 'Rules in words (JSON)', input: 'json' },
    { path: 'funds', label: 'Proof of funds (JSON)', input: 'json' },
    { path: 'postStudyWork', label: 'Post-study work (JSON)', input: 'json' },
    { path: 'steps', label: 'Steps after an offer (JSON)', input: 'json' },
  ],
  template: { fees: [], requirements: [], funds: {}, postStudyWork: [], steps: [] },
  access: 'admin',
} as const satisfies CuratedResource;

export const CURATED_RESOURCES = {
  scholarship: scholarshipResource,
  lender: lenderResource,
  'visa-route': visaRouteResource,
} satisfies Record<CuratedKind, CuratedResource>;

export const isCuratedKind = (kind: string): kind is CuratedKind =>
  (CURATED_KINDS as readonly string[]).includes(kind);

/**
 * The record a "Facts to re-check" row belongs to: its kind is the curated kind, and its id starts
 * with the record's key (a lender's second page is `avanse:fees`, a visa rule `GB:visa-fee:…`).
 */
export function curatedRecordOfFact(kind: string, id: string): { kind: CuratedKind; key: string } | null {
  return isCuratedKind(kind) ? { kind, key: id.split(':')[0]! } : null;
}

// ---------------------------------------------------------------- what the console reads and sends

export const CURATED_ORIGINS = ['file', 'edited', 'added'] as const;
export type CuratedOrigin = (typeof CURATED_ORIGINS)[number];

export const CURATED_MESSAGES = {
  httpsSource: 'The source must be an https:// address',
  sourceName: 'Name the source',
  futureCheck: 'The checked day cannot be in the future',
  keyChanged: 'The key of a record cannot be changed',
  exists: 'A record with this key already exists',
  stale: 'Someone else saved this record after you opened it: reload it and make your change again',
} as const;

/** One record as the console sees it: where it comes from and the version an update must name. */
export const curatedItemSchema = <S extends z.ZodObject>(schema: S) =>
  z.object({
    key: z.string(),
    record: schema,
    /** 'file': the committed file's; 'edited': a stored edit replaces it; 'added': only stored. */
    origin: z.enum(CURATED_ORIGINS),
    /** 0 while the record is the file's own; each save adds one. */
    version: z.number().int().nonnegative(),
    updatedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
    updatedAt: z.string().nullable(),
    /** A stored edit the file has overtaken: the file was checked later, so the file is shown. */
    overtakenByFile: z.boolean(),
  });
export type CuratedItem<R = Record<string, unknown>> = Omit<
  z.infer<ReturnType<typeof curatedItemSchema>>,
  'record'
> & { record: R };

/** The provenance every save carries: an https source, its name, and a checked day not in the future. */
function refineSource(resource: CuratedResource) {
  const paths = curatedSourcePaths(resource);
  return (value: unknown, ctx: z.RefinementCtx) => {
    const record = valueAt(value, 'record');
    const url = String(valueAt(record, paths.sourceUrl) ?? '');
    if (!/^https:\/\/[^\s/$.?#][^\s]*$/i.test(url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['record', ...paths.sourceUrl.split('.')],
        message: CURATED_MESSAGES.httpsSource,
      });
    }
    if (!String(valueAt(record, paths.sourceName) ?? '').trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['record', ...paths.sourceName.split('.')],
        message: CURATED_MESSAGES.sourceName,
      });
    }
  };
}

const editFields = <S extends z.ZodObject>(schema: S) => ({
  record: schema,
  /** "I checked this today against the source": the server sets checkedOn to today. */
  checkedToday: z.boolean({ error: 'Checked today must be yes or no' }).default(false),
});

export const curatedCreateSchema = <S extends z.ZodObject>(resource: CuratedResource<S>) =>
  z.strictObject(editFields(resource.schema)).superRefine(refineSource(resource));

export const curatedUpdateSchema = <S extends z.ZodObject>(resource: CuratedResource<S>) =>
  z
    .strictObject({
      ...editFields(resource.schema),
      /** The version the form read: a save over a newer one is 409. */
      version: z.number({ error: 'version is required' }).int().nonnegative(),
    })
    .superRefine(refineSource(resource));

const keyParams = z.object({ key: z.string().min(1).max(100) });

/** The four endpoints of one curated kind, generated from its description. */
export function curatedEndpointsOf<const R extends CuratedResource>(resource: R) {
  const base = `/staff/curated/${resource.kind}` as const;
  const item = curatedItemSchema(resource.schema as R['schema']);
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: resource.access,
      summary: `${resource.plural}: the committed file with the console's edits`,
      answer: envelopeSchema(z.array(item)),
    }),
    one: endpoint({
      method: 'GET',
      path: `${base}/:key`,
      access: resource.access,
      params: keyParams,
      answer: envelopeSchema(item),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: resource.access,
      summary: `Add a ${resource.label.toLowerCase()} with its source`,
      body: curatedCreateSchema(resource as CuratedResource<R['schema']>),
      answer: envelopeSchema(item),
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:key`,
      access: resource.access,
      summary: `Edit a ${resource.label.toLowerCase()}; 409 when the version read is no longer the latest`,
      params: keyParams,
      body: curatedUpdateSchema(resource as CuratedResource<R['schema']>),
      answer: envelopeSchema(item),
    }),
  };
}

export const scholarshipCuratedEndpoints = curatedEndpointsOf(scholarshipResource);
export const lenderCuratedEndpoints = curatedEndpointsOf(lenderResource);
export const visaRouteCuratedEndpoints = curatedEndpointsOf(visaRouteResource);

export const CURATED_ENDPOINTS = {
  scholarship: scholarshipCuratedEndpoints,
  lender: lenderCuratedEndpoints,
  'visa-route': visaRouteCuratedEndpoints,
} as const;
