import { z } from 'zod';

/**
 * Every HTTP answer is `{ success, message, data }` (docs/api.md). Routes declare their 2xx answer
 * as `envelopeSchema(dataSchema)`, so OpenAPI documents it and serialisation drops any field the
 * schema does not name.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

/** An answer that carries no data. */
export const emptyEnvelopeSchema = envelopeSchema(z.null());

export interface ApiResponse<T> {
  success: boolean;
  message: string;
  data: T;
}

/** A failed answer. `errors` maps a field path (e.g. `email`) to its first message. */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A machine-readable reason where a client must react to it (e.g. PASSWORD_CHANGE_REQUIRED). */
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The one page shape of every numbered list (countries, courses, staff lists…). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** Builds the page of `items` the query asked for, out of `total` matches. */
export function toPage<T>(items: T[], total: number, { page, pageSize }: { page: number; pageSize: number }) {
  return { items, total, page, pageSize, totalPages: Math.ceil(total / pageSize) } satisfies Page<T>;
}
