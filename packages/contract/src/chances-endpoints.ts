import { z } from 'zod';
import {
  CHANCE_BANDS,
  CHANCE_SCOPES,
  DEGREE_FAMILIES,
  CHANCES_MESSAGES as M,
  OUTCOME_RESULTS,
  SNAPSHOT_TESTS,
} from './chances';
import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';
import { bodyId, idParam, timestampSchema } from './fields';
import {
  describeScale,
  GRADE_SCALE_KEYS,
  GRADE_SCALES,
  type GradeScale,
  onScale,
  TEST_DEFINITIONS,
} from './test-scores';

/**
 * The anonymised profile an outcome carries (docs/fit-and-chances.md#what-an-outcome-keeps): no
 * name, no school or college, no employer; the degree only as its family. Scores must be ones the
 * test can give, grades ones the scale can.
 */
export const outcomeSnapshotSchema = z
  .object({
    testType: z.enum(SNAPSHOT_TESTS, { error: 'Choose an English test from the list' }).nullable(),
    testScore: z.number({ error: 'The score must be a number' }).nullable(),
    gradeScale: z
      .enum(GRADE_SCALE_KEYS as [GradeScale, ...GradeScale[]], {
        error: 'Choose a grade scale from the list',
      })
      .nullable(),
    grade: z.number({ error: 'The grade must be a number' }).nullable(),
    degreeFamily: z.enum(DEGREE_FAMILIES, { error: 'Choose a field from the list' }).nullable(),
    workMonths: z
      .number({ error: 'Months of work must be a number' })
      .int({ error: 'Months of work must be a whole number' })
      .min(0, { error: 'Months of work cannot be negative' })
      .max(600, { error: 'Months of work must be at most 600' }),
    intake: z.string().trim().max(40, { error: 'The intake must be at most 40 characters' }).nullable(),
  })
  .superRefine((s, ctx) => {
    if (s.testScore !== null) {
      if (!s.testType) ctx.addIssue({ code: 'custom', path: ['testType'], message: M.scoreWithoutTest });
      else {
        const { overall, name } = TEST_DEFINITIONS[s.testType];
        if (!onScale(overall, s.testScore))
          ctx.addIssue({
            code: 'custom',
            path: ['testScore'],
            message: M.scoreOffScale(name, describeScale(overall)),
          });
      }
    }
    if (s.grade !== null) {
      if (!s.gradeScale) ctx.addIssue({ code: 'custom', path: ['gradeScale'], message: M.gradeWithoutScale });
      else {
        const scale = GRADE_SCALES[s.gradeScale];
        if (!onScale(scale, s.grade))
          ctx.addIssue({
            code: 'custom',
            path: ['grade'],
            message: M.gradeOffScale(scale.noun, describeScale(scale)),
          });
      }
    }
  });
export type OutcomeSnapshot = z.infer<typeof outcomeSnapshotSchema>;

export const reportOutcomeSchema = z.object({
  courseId: bodyId('courseId', 'Choose the course'),
  result: z.enum(OUTCOME_RESULTS, { error: 'Choose admitted, rejected or waitlisted' }),
  consent: z.literal(true, { error: M.consentRequired }),
  /** Never settable by a student: present only so that asking for it is refused in words. */
  verified: z.boolean({ error: 'verified must be true or false' }).optional(),
  snapshot: outcomeSnapshotSchema,
});
export type ReportOutcomeInput = z.input<typeof reportOutcomeSchema>;

const outcomeFields = {
  outcomeId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  result: z.enum(OUTCOME_RESULTS),
  /** platform: from EduPath's own decision on the application; elsewhere: reported by the student. */
  source: z.enum(['platform', 'student']),
  admissionApplicationId: z.number().int().nullable(),
  verified: z.boolean(),
  /** Given consent, with the snapshot; an outcome recorded by a decision waits for it. */
  shared: z.boolean(),
  snapshot: outcomeSnapshotSchema.nullable(),
  createdAt: timestampSchema,
};
export const ownOutcomeSchema = z.object(outcomeFields);
export type OwnOutcome = z.infer<typeof ownOutcomeSchema>;

export const myOutcomesSchema = z.object({
  items: z.array(ownOutcomeSchema),
  /** Her profile today, as a snapshot: what the report form starts from. */
  draft: outcomeSnapshotSchema,
});
export type MyOutcomes = z.infer<typeof myOutcomesSchema>;

export const chanceRangeSchema = z.object({
  n: z.number().int(),
  k: z.number().int(),
  low: z.number(),
  high: z.number(),
  band: z.enum(CHANCE_BANDS),
  scope: z.enum(CHANCE_SCOPES),
  /** "this course", or which wider group was used and why. */
  scopeText: z.string(),
  /** Illustrative sample outcomes were counted (a demo install only). */
  includesSample: z.boolean(),
});
export type ChanceRange = z.infer<typeof chanceRangeSchema>;

export const courseChancesSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  profile: z.object({
    testBand: z.string(),
    gradeBand: z.string(),
    degreeFamily: z.string(),
    /** "IELTS 7 to under 8, grade 80 % of the scale or more, engineering and computing". */
    summary: z.string(),
  }),
  /** Null: fewer than MIN_OUTCOMES similar verified outcomes at every level. */
  range: chanceRangeSchema.nullable(),
});
export type CourseChances = z.infer<typeof courseChancesSchema>;

export const staffOutcomeSchema = z.object({ ...outcomeFields, verifiedAt: timestampSchema.nullable() });
export type StaffOutcome = z.infer<typeof staffOutcomeSchema>;

export const staffStudentChancesSchema = z.object({
  /** One per shortlisted course. */
  courses: z.array(courseChancesSchema),
  outcomes: z.array(staffOutcomeSchema),
});
export type StaffStudentChances = z.infer<typeof staffStudentChancesSchema>;

const outcomeParams = z.object({ outcomeId: idParam('outcomeId') });

/** Outcomes and chances (docs/fit-and-chances.md, "Chances"). */
export const chancesEndpoints = {
  myOutcomes: endpoint({
    method: 'GET',
    path: '/outcomes',
    access: 'student',
    summary: "The student's own outcomes and her profile as a snapshot",
    answer: envelopeSchema(myOutcomesSchema),
  }),
  report: endpoint({
    method: 'POST',
    path: '/outcomes',
    access: 'student',
    summary: 'Report (or share, for one EduPath decided) an admission outcome',
    body: reportOutcomeSchema,
    answer: envelopeSchema(ownOutcomeSchema),
    status: 201,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/outcomes/:outcomeId',
    access: 'student',
    params: outcomeParams,
    answer: emptyEnvelopeSchema,
  }),
  courseChances: endpoint({
    method: 'GET',
    path: '/courses/:courseId/chances',
    access: 'student',
    summary: 'How similar profiles did on a course: a range, or nothing below the minimum',
    params: z.object({ courseId: idParam('courseId') }),
    answer: envelopeSchema(courseChancesSchema),
  }),
  staffStudentChances: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/chances',
    access: 'staff',
    params: z.object({ userId: idParam('userId') }),
    answer: envelopeSchema(staffStudentChancesSchema),
  }),
  verify: endpoint({
    method: 'POST',
    path: '/staff/outcomes/:outcomeId/verify',
    access: 'staff',
    summary: 'An advisor has checked the decision letter: the outcome counts as verified',
    params: outcomeParams,
    answer: envelopeSchema(staffOutcomeSchema),
  }),
};
