import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema, pageSchema } from './envelope';
import { bodyId, pageQueryFields } from './fields';
import { isFactOutOfDate } from './sourced-fact';

/**
 * Where each group of a catalogue record's facts comes from, kept with the record
 * (docs/catalogue.md#provenance): what kind of source, its name and address, the day a person (or
 * the seed) last compared the facts with it, and who did.
 */

/**
 * 'official_register': a published register or list (the university list, QS, an official course
 * register); 'university_page': the university's own page; 'staff': typed in by EduPath staff
 * without a source to point at; 'sample': generated for a demo install.
 */
export const PROVENANCE_KINDS = ['official_register', 'university_page', 'staff', 'sample'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

/** A course's facts as they are labelled and checked, group by group. */
export const COURSE_FACT_GROUPS = ['identity', 'fees', 'dates', 'requirements', 'description'] as const;
export type CourseFactGroup = (typeof COURSE_FACT_GROUPS)[number];

/** A university's: name, country, place and website; its description; the other particulars. */
export const UNIVERSITY_FACT_GROUPS = ['identity', 'description', 'details'] as const;
export type UniversityFactGroup = (typeof UNIVERSITY_FACT_GROUPS)[number];

export const FACT_GROUP_NAMES: Record<CourseFactGroup | UniversityFactGroup, string> = {
  identity: 'Name and details',
  fees: 'Fee',
  dates: 'Intake and deadline',
  requirements: 'Entry requirements',
  description: 'Description',
  details: 'Language, tests and facilities',
};

/** Which form fields belong to which group: a staff edit re-credits the groups whose fields changed. */
export const COURSE_GROUP_FIELDS: Record<CourseFactGroup, readonly string[]> = {
  identity: ['courseName', 'universityId', 'courseCategoryId', 'courseType', 'duration', 'modeOfStudy'],
  fees: ['fee', 'currencyCode'],
  dates: ['intake', 'intakeStart', 'applicationDeadline'],
  requirements: ['eligibility', 'entryRequirements'],
  description: ['description'],
};
export const UNIVERSITY_GROUP_FIELDS: Record<UniversityFactGroup, readonly string[]> = {
  identity: ['universityName', 'countryId', 'location', 'website'],
  description: ['description'],
  details: ['language', 'testAccepted', 'acceptanceRate', 'degreeMode', 'dorm', 'phone'],
};

export const factProvenanceSchema = z.object({
  kind: z.enum(PROVENANCE_KINDS),
  /** As a student would recognise it: 'University of Toronto, graduate fees page'. Null for staff and sample. */
  sourceName: z.string().min(1).max(200).nullable(),
  sourceUrl: z.url().max(500).nullable(),
  /** YYYY-MM-DD: the day the facts were last compared with the source (for sample: generated). */
  checkedOn: z.iso.date(),
  /** The staff member who checked or entered them; null for the seed and the registers. */
  checkedBy: z.number().int().positive().nullable(),
});
export type FactProvenance = z.infer<typeof factProvenanceSchema>;

/** What a course or university row stores (jsonb): a group missing was never recorded. */
export const courseProvenanceSchema = z.partialRecord(z.enum(COURSE_FACT_GROUPS), factProvenanceSchema);
export type CourseProvenance = z.infer<typeof courseProvenanceSchema>;
export const universityProvenanceSchema = z.partialRecord(
  z.enum(UNIVERSITY_FACT_GROUPS),
  factProvenanceSchema,
);
export type UniversityProvenance = z.infer<typeof universityProvenanceSchema>;

/** How a group's label reads; 'unrecorded' for a record saved before provenance was kept. */
export type FactLabelState = 'sourced' | 'staff' | 'sample' | 'stale' | 'unrecorded';

export interface FactLabel {
  state: FactLabelState;
  sourceName: string | null;
  sourceUrl: string | null;
  checkedOn: string | null;
}

/**
 * The public label of one fact group (docs/catalogue.md#provenance): "From <source>, checked
 * <date>", "Entered by EduPath staff on <date>", "Illustrative sample data", or "May be out of date
 * (checked <date>)" once the check is older than FACT_FRESH_MONTHS months (the curated facts' rule).
 */
export function factLabel(provenance: FactProvenance | undefined | null, today: string): FactLabel {
  if (!provenance) return { state: 'unrecorded', sourceName: null, sourceUrl: null, checkedOn: null };
  const { kind, sourceName, sourceUrl, checkedOn } = provenance;
  if (kind === 'sample') return { state: 'sample', sourceName: null, sourceUrl: null, checkedOn };
  if (isFactOutOfDate(checkedOn, today)) return { state: 'stale', sourceName, sourceUrl, checkedOn };
  if (kind === 'staff' || !sourceName) return { state: 'staff', sourceName: null, sourceUrl, checkedOn };
  return { state: 'sourced', sourceName, sourceUrl, checkedOn };
}

/** The words of a label, with the date already written the way the page writes dates. */
export function factLabelText(label: FactLabel, formatDay: (iso: string) => string): string {
  switch (label.state) {
    case 'sourced':
      return `From ${label.sourceName}, checked ${formatDay(label.checkedOn!)}`;
    case 'staff':
      return `Entered by EduPath staff on ${formatDay(label.checkedOn!)}`;
    case 'sample':
      return 'Illustrative sample data';
    case 'stale':
      return `May be out of date (checked ${formatDay(label.checkedOn!)})`;
    case 'unrecorded':
      return 'Source not recorded';
  }
}

/** A source's name when staff gave only its address: its host, without "www.". */
export function sourceNameOf(url: string): string {
  const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1];
  return host ? host.toLowerCase().replace(/^www\./, '') : url;
}

// ---------------------------------------------------------------- what staff send with a form

const sourceUrlField = z
  .string({ error: 'Source must be an address' })
  .trim()
  .max(500, { error: 'Source must be at most 500 characters' })
  .nullable()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    error: 'Source must be an address starting with http:// or https://',
  });

/**
 * The source fields of the course and university forms: an address and "I checked this today
 * against the source". Without an address the change is credited to staff on the day.
 */
export const factSourceInputFields = {
  sourceUrl: sourceUrlField,
  sourceName: z
    .string({ error: 'Source name must be text' })
    .trim()
    .max(200, { error: 'Source name must be at most 200 characters' })
    .nullable()
    .optional()
    .transform((value) => value || null),
  sourceKind: z
    .enum(['official_register', 'university_page'], {
      error: "Source must be an official register or the university's own page",
    })
    .default('university_page'),
  checkedToday: z.boolean({ error: 'Checked today must be yes or no' }).default(false),
};

export const SOURCE_NOT_CHECKED = 'Tick "I checked this today against the source" to credit it';

/** Adds the form's rule: an address is credited only when the admin checked it today. */
export function refineFactSource(
  value: { sourceUrl: string | null; checkedToday: boolean },
  ctx: z.RefinementCtx,
) {
  if (value.sourceUrl && !value.checkedToday) {
    ctx.addIssue({ code: 'custom', path: ['checkedToday'], message: SOURCE_NOT_CHECKED });
  }
}

/** The provenance a staff save writes for the groups it changed. */
export function staffProvenance(
  input: {
    sourceUrl: string | null;
    sourceName: string | null;
    sourceKind: 'official_register' | 'university_page';
  },
  userId: number,
  today: string,
): FactProvenance {
  if (!input.sourceUrl) {
    return { kind: 'staff', sourceName: null, sourceUrl: null, checkedOn: today, checkedBy: userId };
  }
  return {
    kind: input.sourceKind,
    sourceName: input.sourceName ?? sourceNameOf(input.sourceUrl),
    sourceUrl: input.sourceUrl,
    checkedOn: today,
    checkedBy: userId,
  };
}

// ---------------------------------------------------------------- the verification queue

export const VERIFICATION_STATES = ['sample', 'unverified', 'stale'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const verificationQuerySchema = z.object({
  ...pageQueryFields(),
  state: z.enum(VERIFICATION_STATES, { error: 'Choose sample, unverified or stale' }).optional(),
});
export type VerificationQuery = z.input<typeof verificationQuerySchema>;

export const verificationItemSchema = z.object({
  recordType: z.enum(['course', 'university']),
  recordId: z.number().int().positive(),
  recordName: z.string(),
  /** For a course, where it is taught. */
  universityName: z.string().nullable(),
  group: z.enum([...COURSE_FACT_GROUPS, 'details']),
  state: z.enum(VERIFICATION_STATES),
  checkedOn: z.iso.date().nullable(),
  sourceUrl: z.string().nullable(),
  /** Applications to the course (a university: to all its courses): the queue's order. */
  applicationCount: z.number().int().nonnegative(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

export const verificationCountsSchema = z.object({
  sample: z.number().int().nonnegative(),
  unverified: z.number().int().nonnegative(),
  stale: z.number().int().nonnegative(),
});
export type VerificationCounts = z.infer<typeof verificationCountsSchema>;

export const verificationPageSchema = pageSchema(verificationItemSchema).extend({
  counts: verificationCountsSchema,
});
export type VerificationPage = z.infer<typeof verificationPageSchema>;

export const verificationCheckSchema = z.object({
  recordType: z.enum(['course', 'university'], { error: 'Record type must be course or university' }),
  recordId: bodyId('recordId', 'Choose a record'),
  group: z.enum([...COURSE_FACT_GROUPS, 'details'], { error: 'Choose a fact group' }),
  sourceUrl: z
    .string({ error: 'Source is required' })
    .trim()
    .min(1, { error: 'Give the address you checked it against' })
    .max(500, { error: 'Source must be at most 500 characters' })
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      error: 'Source must be an address starting with http:// or https://',
    }),
  sourceName: factSourceInputFields.sourceName,
  sourceKind: factSourceInputFields.sourceKind,
});
export type VerificationCheckInput = z.input<typeof verificationCheckSchema>;

export const verificationEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/staff/catalogue/verification',
    access: 'admin',
    summary: 'Catalogue facts that are sample, unverified or stale, most-applied-to first',
    query: verificationQuerySchema,
    answer: envelopeSchema(verificationPageSchema),
  }),
  counts: endpoint({
    method: 'GET',
    path: '/staff/catalogue/verification/counts',
    access: 'admin',
    summary: 'How many catalogue facts are sample, unverified or stale',
    answer: envelopeSchema(verificationCountsSchema),
  }),
  check: endpoint({
    method: 'POST',
    path: '/staff/catalogue/verification/check',
    access: 'admin',
    summary: '"Checked today, still right": credits one fact group to its source, today',
    body: verificationCheckSchema,
    answer: envelopeSchema(factProvenanceSchema),
  }),
};
