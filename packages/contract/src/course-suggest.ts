import { z } from 'zod';

/**
 * GET /course/suggest: names that complete what a student is typing in the course search
 * (docs/catalogue.md#suggestions), answered from memory.
 */

export const COURSE_SUGGEST_KINDS = ['country', 'university', 'course'] as const;
export type CourseSuggestKind = (typeof COURSE_SUGGEST_KINDS)[number];

/** At most this many suggestions in one answer. */
export const COURSE_SUGGEST_LIMIT = 8;

export const courseSuggestQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .min(1, { error: 'q must not be empty' })
      .max(100, { error: 'q must be at most 100 characters' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  },
);

export const courseSuggestionSchema = z.object({
  kind: z.enum(COURSE_SUGGEST_KINDS),
  /** The name as the catalogue writes it. */
  label: z.string(),
  /** countryId or universityId; null for a course name (many courses share one). */
  id: z.number().int().positive().nullable(),
  /** A university's country; how many courses have a course name; null for a country. */
  detail: z.string().nullable(),
});
export type CourseSuggestion = z.infer<typeof courseSuggestionSchema>;

export const courseSuggestionsSchema = z.array(courseSuggestionSchema);
