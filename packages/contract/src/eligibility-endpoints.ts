import { z } from 'zod';
import { courseSearchQuerySchema, courseSearchResultSchema } from './catalogue';
import { endpoint } from './endpoint';
import { PRIOR_DEGREES } from './entry-requirements-constants';
import { envelopeSchema } from './envelope';
import { idParam } from './fields';
import { GRADE_SCALE_KEYS, type GradeScale } from './test-scores';

/** What the eligibility check reads from a profile (eligibility.ts StudentFacts), as the API answers it. */
const gradeScale = z.enum(GRADE_SCALE_KEYS as [GradeScale, ...GradeScale[]]);
const factGradeSchema = z.object({
  name: z.string(),
  scale: gradeScale,
  value: z.number(),
  on: z.object({ percentage: z.number(), cgpa10: z.number(), gpa4: z.number() }),
});
export const studentFactsSchema = z.object({
  scores: z.array(
    z.object({ test: z.string(), overall: z.number(), sections: z.record(z.string(), z.number()) }),
  ),
  highestRank: z.number().int(),
  highestName: z.string().nullable(),
  grades: z.object(
    Object.fromEntries(PRIOR_DEGREES.map((degree) => [degree, factGradeSchema.nullable()])) as Record<
      (typeof PRIOR_DEGREES)[number],
      z.ZodNullable<typeof factGradeSchema>
    >,
  ),
  workMonths: z.number().int().nullable(),
  backlogs: z.number().int().nullable().optional(),
});

/** The student's side of entry requirements (docs/fit-and-chances.md, "Entry requirements and eligibility"). */
export const eligibilityEndpoints = {
  /** The signed-in student's facts, for the course page's and the cards' checks. */
  facts: endpoint({
    method: 'GET',
    path: '/eligibility/facts',
    access: 'student',
    answer: envelopeSchema(studentFactsSchema),
  }),
  /**
   * A student's facts for the console's student page: her advisor (or an admin) sees the same
   * verdict per shortlisted course as she does (docs/console.md).
   */
  staffStudentFacts: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/eligibility-facts',
    access: 'staff',
    summary: "A student's eligibility facts, as she sees them, for her advisor",
    params: z.object({ userId: idParam('userId') }),
    answer: envelopeSchema(studentFactsSchema),
  }),
  /**
   * Course search limited to the courses whose every requirement she meets. Its own route: the
   * public search's answers are cached for everyone, this one is hers.
   */
  search: endpoint({
    method: 'GET',
    path: '/eligibility/course-search',
    access: 'student',
    query: courseSearchQuerySchema,
    answer: envelopeSchema(courseSearchResultSchema),
  }),
};
