import { z } from 'zod';
import { SORT_ORDERS } from './catalogue-constants';
import { INT4_MAX, isIdValue } from './constants';

// ---------------------------------------------------------------- text

export const NUL_MESSAGE = 'Must not contain a NUL character';
export const UNPAIRED_SURROGATE_MESSAGE =
  'Must not contain a broken character (an unpaired UTF-16 surrogate)';

/** Half of a UTF-16 surrogate pair standing alone: with the u flag a whole pair is one code point, not Cs. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Why `text` cannot be stored, or null when it can (docs/api.md#input-rules): PostgreSQL refuses a
 * NUL in text and in JSON, and a lone surrogate, which is no character and has no UTF-8 form, makes
 * a JSON column (the audit log's) refuse the whole row.
 */
export function unstorableTextMessage(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

/** The storable-text check of every text field, as a zod refinement with the field's own message. */
const storable = (value: string, ctx: z.RefinementCtx) => {
  const message = unstorableTextMessage(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/**
 * Field builders shared by every schema so a missing value, a wrong type and an empty
 * string all produce the same human message, the field's "required" text (docs/api.md, "Errors").
 */
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` })
    .superRefine(storable);

export const optionalText = (max = 255) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .superRefine(storable)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** Emails are compared trimmed and lower-cased everywhere. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .max(254, { error: 'Email must be at most 254 characters' })
    .pipe(z.email({ error: invalidMessage }));

// ---------------------------------------------------------------- ids

/** The id rule itself (docs/api.md#input-rules): a whole number from 1 to INT4_MAX. `invalid` replaces the three messages. */
function idRange(schema: z.ZodNumber, name: string, invalid?: string): z.ZodNumber;
function idRange(
  schema: z.ZodCoercedNumber<number | string>,
  name: string,
  invalid?: string,
): z.ZodCoercedNumber<number | string>;
function idRange(schema: z.ZodNumber | z.ZodCoercedNumber<number | string>, name: string, invalid?: string) {
  return schema
    .int({ error: invalid ?? `${name} must be a whole number` })
    .positive({ error: invalid ?? `${name} must be a positive number` })
    .max(INT4_MAX, { error: invalid ?? `${name} is too large` });
}

/**
 * Integer ids from paths and query strings. A client sends them as numbers or as URL text, which
 * is the input type (so `z.input` of a query schema types a client's query).
 */
export const idParam = (name: string) =>
  idRange(z.coerce.number<number | string>({ error: `${name} must be a number` }), name);

/**
 * An id in a JSON body or a socket payload: a number, never a boolean or a string that coerces to
 * one by accident. `invalid` (a form's "Choose the country") replaces the range messages.
 */
export const bodyId = (
  name: string,
  requiredMessage = `${name} is required`,
  typeMessage = `${name} must be a number`,
  invalid?: string,
) =>
  idRange(
    z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : typeMessage) }),
    name,
    invalid,
  );

/**
 * A list of ids in one query parameter, `1,2,3`: each one in the id range, duplicates dropped, at
 * most `max` of them (`tooMany` says so in the list's own words).
 */
export const idListParam = (name: string, max: number, tooMany = `${name} may hold at most ${max} ids`) =>
  z
    .string({ error: `${name} is required` })
    // Room for `max` ids of 10 digits, repeated twice over: a bound on the work, not a rule.
    .max(max * 20, { error: `${name} is too long` })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: `${name} must be numbers separated by commas` })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every(isIdValue), { error: `${name} holds a number that is not a valid id` })
    .refine((ids) => ids.length <= max, { error: tooMany });

export interface PageQueryOptions {
  /** pageSize when the client sends none. */
  pageSize?: number;
  maxPageSize?: number;
  /** Deep pages cost a scan: lists that can be huge cap how far a client may page. */
  maxPage?: number;
}

/**
 * The fields of every numbered list's query (`page`, `pageSize`), with messages that name the
 * parameter. Spread them into a list's own query schema.
 */
export const pageQueryFields = ({
  pageSize = 20,
  maxPageSize = 100,
  maxPage = 10_000,
}: PageQueryOptions = {}) => ({
  page: z.coerce
    .number<number | string>({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(maxPage, { error: `page must be at most ${maxPage}` })
    .default(1),
  pageSize: z.coerce
    .number<number | string>({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be at least 1' })
    .max(maxPageSize, { error: `pageSize must be at most ${maxPageSize}` })
    .default(pageSize),
});

/** The query of a numbered list with nothing else to filter by. */
export const pageQuerySchema = z.object(pageQueryFields());
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A moment in an answer: ISO 8601 in UTC, as the server writes it (`Date#toISOString`). */
export const timestampSchema = z.iso.datetime();

/** A search box of a list: trimmed, and an empty one means no search. */
export const searchTextField = z
  .string()
  .trim()
  .max(100, { error: 'Search at most 100 characters' })
  .superRefine(storable)
  .transform((q) => q || undefined)
  .optional();

/** `order` of a staff list; each sort has its own default when it is absent. */
export const sortOrderField = z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).optional();
