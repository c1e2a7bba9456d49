import { z } from 'zod';
import { courseDetailSchema } from './catalogue';
import { isIdValue } from './constants';
import { trueCostSchema } from './true-cost';
import { COMPARE_MAX, COMPARE_MIN } from './true-cost-calc';

/** Courses side by side (docs/planning.md#compare): 2 to 4 public courses, in the order asked. */

export const compareCountText = `Choose ${COMPARE_MIN} to ${COMPARE_MAX} courses to compare`;

/** `ids=12,40,7`: distinct positive course ids, as many as the page compares. */
export const compareIdsField = z
  .string({ error: compareCountText })
  .trim()
  .transform((text, ctx) => {
    const parts = text.split(',').map((part) => part.trim());
    const ids = parts.map(Number);
    if (parts.some((part) => !/^\d{1,10}$/.test(part)) || !ids.every(isIdValue)) {
      ctx.addIssue({ code: 'custom', message: 'ids must be course ids separated by commas' });
      return z.NEVER;
    }
    const distinct = [...new Set(ids)];
    if (distinct.length < COMPARE_MIN || distinct.length > COMPARE_MAX) {
      ctx.addIssue({ code: 'custom', message: compareCountText });
      return z.NEVER;
    }
    return distinct;
  });

export const compareQuerySchema = z.strictObject(
  { ids: compareIdsField },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  },
);
export type CompareQuery = z.input<typeof compareQuerySchema>;

export const compareItemSchema = z.object({
  course: courseDetailSchema,
  /** The first year at the default settings: 12 months, the university's city, no scholarship. */
  cost: trueCostSchema,
});
export type CompareItem = z.infer<typeof compareItemSchema>;

export const compareResultSchema = z.object({ courses: z.array(compareItemSchema) });
export type CompareResult = z.infer<typeof compareResultSchema>;
