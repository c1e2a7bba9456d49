import { z } from 'zod';
import { SORT_ORDERS } from './catalogue-constants';

/**
 * Field builders shared by every schema so a missing value, a wrong type and an empty
 * string all produce the same human message, the field's "required" text (docs/api.md, "Errors").
 */
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const optionalText = (max = 255) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
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

/**
 * Integer ids from paths and query strings. A client sends them as numbers or as URL text, which
 * is the input type (so `z.input` of a query schema types a client's query).
 */
export const idParam = (name: string) =>
  z.coerce
    .number<number | string>({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(2_147_483_647, { error: `${name} is too large` });

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
  .transform((q) => q || undefined)
  .optional();

/** `order` of a staff list; each sort has its own default when it is absent. */
export const sortOrderField = z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).optional();
