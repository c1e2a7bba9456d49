import { z } from 'zod';

/**
 * The generated catalogue pictures' addresses (GET /art/{cover,campus,logo,category}.svg): every
 * picture is a pure function of its query, so the server sends it with an immutable cache header.
 */

export const CATEGORY_ICONS = [
  'engineering',
  'computing',
  'business',
  'medicine',
  'science',
  'arts',
  'humanities',
  'law',
  'education',
  'environment',
  'architecture',
  'hospitality',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

const hue = z.coerce
  .number<number | string>({ error: 'hue must be a number' })
  .int({ error: 'hue must be a whole number' })
  .min(0, { error: 'hue must be between 0 and 359' })
  .max(359, { error: 'hue must be between 0 and 359' });
const seed = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'seed must be 1-40 lower-case letters or digits' });

/** A country's cover from its flag's colours: `palette` is 1-4 hex colours joined by `-`. */
export const artCoverQuerySchema = z.strictObject({
  palette: z
    .string()
    .regex(/^[0-9a-f]{6}(-[0-9a-f]{6}){0,3}$/, { error: 'palette must be 1-4 hex colours joined by -' }),
  seed,
});
export const artCampusQuerySchema = z.strictObject({ hue, seed });
export const artLogoQuerySchema = z.strictObject({
  text: z.string().regex(/^[A-Z0-9]{1,3}$/, { error: 'text must be 1-3 capital letters or digits' }),
  hue,
});
export const artCategoryQuerySchema = z.strictObject({
  icon: z.enum(CATEGORY_ICONS, { error: `icon must be one of: ${CATEGORY_ICONS.join(', ')}` }),
  hue,
});
