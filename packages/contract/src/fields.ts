import { z } from 'zod';

/**
 * Field builders shared by every schema so a missing value, a wrong type and an empty
 * string all produce the same human message that SPEC.md gives for "required".
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

/** Integer ids from paths and query strings. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(2_147_483_647, { error: `${name} is too large` });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
