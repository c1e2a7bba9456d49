import { z } from 'zod';
import { authUserSchema } from './auth';
import { COLLEGE_COURSE_TYPES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { emailField, idParam } from './fields';
import {
  PROFILE_MESSAGES as M,
  PHONE_MAX,
  PRESENT,
  PROFILE_TEXT_MAX,
  SCORE_MESSAGES as S,
} from './profile-messages';
import {
  computeOverall,
  formatScore,
  GRADE_SCALE_KEYS,
  GRADE_SCALES,
  type GradeScale,
  type KnownTestType,
  OTHER_TEST,
  onScale,
  PERCENTILE_SCALE,
  type ScoreScale,
  TEST_DEFINITIONS,
  TEST_TYPES,
  type TestDefinition,
  testDefinition,
} from './test-scores';

/**
 * Free text that is required. Numbers are taken as text too: marks and years are free text
 * (docs/accounts.md, "Education, work and test scores"), and a client may well send `100` rather
 * than `"100"`.
 */
const text = (label: string, requiredMessage: string, max = PROFILE_TEXT_MAX) =>
  z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage })
        .max(max, { error: `${label} must be at most ${max} characters` }),
    );

const YEAR = /^(19|20)\d{2}$/;

const startYear = text('Start year', M.startYearRequired, 20).refine((value) => YEAR.test(value), {
  error: M.startYearInvalid,
});

/** 'YYYY or Present' (docs/accounts.md); "present" in any case is stored as 'Present'. */
const endYear = text('End year', M.endYearRequired, 20)
  .transform((value) => (value.toLowerCase() === PRESENT.toLowerCase() ? PRESENT : value))
  .refine((value) => value === PRESENT || YEAR.test(value), { error: M.endYearInvalid });

// Only compares two well-formed years; a malformed one already has its own message.
const yearsInOrder = (value: { startYear: string; endYear: string }) =>
  !YEAR.test(value.startYear) ||
  !YEAR.test(value.endYear) ||
  Number(value.endYear) >= Number(value.startYear);
const yearOrder = { path: ['endYear'], error: M.endYearBeforeStart };

/**
 * A phone number, never required of a student (docs/accounts.md#phone): blank ('') means none;
 * anything else must look like a number.
 */
const phone = z
  .union([z.string(), z.number()], { error: M.phoneInvalid })
  .optional()
  .transform((value) => String(value ?? '').trim())
  .pipe(
    z
      .string()
      .max(PHONE_MAX, { error: `Phone number must be at most ${PHONE_MAX} characters` })
      .refine(
        (value) => value === '' || (/^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6),
        { error: M.phoneInvalid },
      ),
  );

/** An id that may be absent (create) or present (edit). Form posts often send '' or 'null' for "none". */
const optionalId = (name: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null || value === 'null' || value === 'undefined' ? undefined : value,
    idParam(name).optional(),
  );

/** The photo field as text: '' removes the photo, the current path keeps it. A new photo comes as a file. */
const profileImagePath = z.string({ error: M.photoNotYours }).max(300, { error: M.photoNotYours }).optional();

// ---------------------------------------------------------------- basic details

export const basicInfoFieldsSchema = z.object({
  fullname: text('Full name', M.fullnameRequired, 100),
  email: emailField(M.emailRequired, M.emailInvalid),
  phone,
});
export type BasicInfoFields = z.input<typeof basicInfoFieldsSchema>;
export type BasicInfoValues = z.output<typeof basicInfoFieldsSchema>;

/** The text fields of the multipart POST /profile/basicInfo. */
export const saveBasicInfoSchema = basicInfoFieldsSchema.extend({
  profileId: optionalId('profileId'),
  profileImage: profileImagePath,
});

// ---------------------------------------------------------------- sections

// ---------------------------------------------------------------- numbers: scores and marks

/**
 * A score field as a form or a client sends it: a number, numeric text, or blank for "not given"
 * (undefined). Anything else becomes NaN, which the scale check then refuses with its message.
 */
const toNumber = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** A number on `scale`, or undefined when blank; refused with `message` otherwise. */
const optionalNumberOn = (scale: ScoreScale, message: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .refine((value) => onScale(scale, value), { error: message })
      .optional(),
  );

const requiredNumberOn = (scale: ScoreScale, label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? S.required(label) : S.invalid(label, scale)),
      })
      .refine((value) => onScale(scale, value), { error: S.invalid(label, scale) }),
  );

/** Blank (absent, null, '') means "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// ---------------------------------------------------------------- marks of school and college

/**
 * Marks or grade of a school or college entry, with the scale they are on (docs/accounts.md,
 * "Marks and grades"). Both optional, but one needs the other.
 */
const gradeShape = {
  gradeScale: z.preprocess(
    blankToUndefined,
    z.enum(GRADE_SCALE_KEYS as [GradeScale, ...GradeScale[]], { error: M.gradeScaleInvalid }).optional(),
  ),
  grade: z.preprocess(toNumber, z.number({ error: M.gradeRequired }).optional()),
};

function checkGrade(value: { gradeScale?: GradeScale; grade?: number }, ctx: z.RefinementCtx) {
  const { gradeScale, grade } = value;
  if (gradeScale === undefined) {
    if (grade !== undefined)
      ctx.addIssue({ code: 'custom', path: ['gradeScale'], message: M.gradeScaleRequired });
    return;
  }
  const scale = GRADE_SCALES[gradeScale];
  if (grade === undefined) ctx.addIssue({ code: 'custom', path: ['grade'], message: M.gradeRequired });
  else if (!onScale(scale, grade))
    ctx.addIssue({ code: 'custom', path: ['grade'], message: S.gradeInvalid(scale.noun, scale) });
}

/** Stored and answered as null when not given. */
const gradeOrNull = <T extends { gradeScale?: GradeScale; grade?: number }>({
  gradeScale,
  grade,
  ...rest
}: T) => ({
  ...rest,
  gradeScale: gradeScale ?? null,
  grade: gradeScale === undefined ? null : (grade ?? null),
});

// ---------------------------------------------------------------- sections

const schoolShape = {
  schoolName: text('School name', M.schoolNameRequired),
  standard: text('Standard', M.standardRequired, 50),
  year: text('Year', M.yearRequired, 50),
  ...gradeShape,
};
export const schoolFieldsSchema = z.object(schoolShape).superRefine(checkGrade).transform(gradeOrNull);
export type SchoolFields = z.input<typeof schoolFieldsSchema>;
/** POST /profile/school: a new row, or an edit of `schoolId`. */
export const saveSchoolSchema = z
  .object({ ...schoolShape, schoolId: optionalId('schoolId') })
  .superRefine(checkGrade)
  .transform(gradeOrNull);

const collegeShape = {
  collegeName: text('College name', M.collegeNameRequired),
  courseType: z.enum(COLLEGE_COURSE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? M.courseTypeRequired : M.courseTypeInvalid,
  }),
  courseName: text('Course name', M.courseNameRequired),
  startYear,
  endYear,
  ...gradeShape,
};
export const collegeFieldsSchema = z
  .object(collegeShape)
  .refine(yearsInOrder, yearOrder)
  .superRefine(checkGrade)
  .transform(gradeOrNull);
export type CollegeFields = z.input<typeof collegeFieldsSchema>;
export const saveCollegeSchema = z
  .object({ ...collegeShape, collegeId: optionalId('collegeId') })
  .refine(yearsInOrder, yearOrder)
  .superRefine(checkGrade)
  .transform(gradeOrNull);

const workShape = {
  companyName: text('Company name', M.companyNameRequired),
  designation: text('Designation', M.designationRequired),
  location: text('Location', M.locationRequired),
  startYear,
  endYear,
};
export const workExperienceFieldsSchema = z.object(workShape).refine(yearsInOrder, yearOrder);
export type WorkExperienceFields = z.input<typeof workExperienceFieldsSchema>;
export const saveWorkExperienceSchema = z
  .object({ ...workShape, workExperienceId: optionalId('workExperienceId') })
  .refine(yearsInOrder, yearOrder);

// ---------------------------------------------------------------- test scores

const isPercentileField = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'isPercentile must be true or false',
  })
  .default(false);

/** Any other test: SPEC's four free-text fields, all required, and how to show the percentile. */
const otherTestSchema = z
  .object({
    testType: z.literal(OTHER_TEST),
    testName: text('Test name', M.testNameRequired, 100),
    maximumMark: text('Maximum mark', M.maximumMarkRequired, 20),
    markObtained: text('Mark obtained', M.markObtainedRequired, 20),
    percentile: text('Percentile', M.percentileRequired, 20),
    isPercentile: isPercentileField,
    // A form that switched tests may still send the sections of the one it left: not kept.
    sections: z.unknown().optional(),
  })
  .transform(({ sections: _left, ...values }) => ({ ...values, sections: {} as Record<string, number> }));

/**
 * One of the known tests (test-scores.ts): each section on its scale; the overall on its scale,
 * and equal to what the sections give where the test derives it (then it may be left out); the
 * maximum is the test's own; a percentile only if the test reports one. The stored row keeps
 * SPEC's fields, filled in from the test: its name, maximum and overall as text.
 */
function knownTestSchema(type: KnownTestType) {
  const test: TestDefinition = testDefinition(type);
  const { overall } = test;
  const derived = overall.rule !== 'entered';
  // Sections are required where the overall is worked out from them, optional where it is entered.
  const sectionShape = Object.fromEntries(
    test.sections.map((section) => [
      section.key,
      derived
        ? requiredNumberOn(section, section.label)
        : optionalNumberOn(section, S.invalid(section.label, section)),
    ]),
  );
  const maximum = String(overall.max);
  return z
    .object({
      testType: z.literal(type),
      sections: z.preprocess((value) => value ?? {}, z.object(sectionShape, { error: M.sectionsInvalid })),
      markObtained: derived
        ? optionalNumberOn(overall, S.invalid(overall.label, overall))
        : requiredNumberOn(overall, overall.label),
      maximumMark: z.preprocess(
        toNumber,
        z.literal(overall.max, { error: S.maximumFixed(test.name, maximum) }).optional(),
      ),
      percentile: test.percentile
        ? optionalNumberOn(PERCENTILE_SCALE, M.percentileInvalid)
        : z.preprocess(blankToUndefined, z.undefined({ error: S.noPercentile(test.name) })),
      // Both follow from the test: its name, and whether a percentile was given.
      testName: z.unknown().optional(),
      isPercentile: z.unknown().optional(),
    })
    .transform((value, ctx) => {
      const sections = Object.fromEntries(
        Object.entries(value.sections).filter((entry): entry is [string, number] => entry[1] !== undefined),
      );
      const computed = computeOverall(test, sections);
      if (computed !== null && value.markObtained !== undefined && value.markObtained !== computed) {
        ctx.issues.push({
          code: 'custom',
          path: ['markObtained'],
          message: S.overallMismatch(overall.label, formatScore(overall, computed)),
          input: value.markObtained,
        });
        return z.NEVER;
      }
      const { percentile } = value;
      return {
        testType: type,
        testName: test.name,
        maximumMark: maximum,
        // An entered overall is required, so one of the two is there.
        markObtained: formatScore(overall, computed ?? (value.markObtained as number)),
        percentile: percentile === undefined ? '' : String(percentile),
        isPercentile: percentile !== undefined,
        sections,
      };
    });
}

/**
 * A test score as POST /profile/testScore takes it (docs/accounts.md, "Test scores"). `testType`
 * picks the rules; a client that sends SPEC's fields only is taken as 'other', free text as before.
 */
export const testScoreFieldsSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('testType' in value)
      ? { ...value, testType: OTHER_TEST }
      : value,
  z.discriminatedUnion(
    'testType',
    [otherTestSchema, ...(Object.keys(TEST_DEFINITIONS) as KnownTestType[]).map(knownTestSchema)],
    {
      error: (issue) => {
        if (issue.code !== 'invalid_union') return undefined;
        const chosen = (issue.input as { testType?: unknown } | undefined)?.testType;
        return chosen === undefined || chosen === '' ? M.testRequired : M.testUnknown;
      },
    },
  ),
);
export type TestScoreFields = z.input<typeof testScoreFieldsSchema>;
export type TestScoreValues = z.output<typeof testScoreFieldsSchema>;
/** POST /profile/testScore: a new row, or an edit of `testScoreId`. */
export const saveTestScoreSchema = z.intersection(
  z.object({ testScoreId: optionalId('testScoreId') }),
  testScoreFieldsSchema,
);

/** DELETE /profile/<section>?<idKey>=… */
export const schoolIdQuerySchema = z.object({ schoolId: idParam('schoolId') });
export const collegeIdQuerySchema = z.object({ collegeId: idParam('collegeId') });
export const workExperienceIdQuerySchema = z.object({ workExperienceId: idParam('workExperienceId') });
export const testScoreIdQuerySchema = z.object({ testScoreId: idParam('testScoreId') });

// ---------------------------------------------------------------- update profile (account)

const updateProfileShape = {
  phone,
  location: text('Location', M.locationRequired, 100),
  // Blank means "keep my password".
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
    .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
    .default(''),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: M.passwordsDoNotMatch }).default(''),
  // Asked only with a new password: a session left open, or a request forged from another site,
  // must not be enough to take the account over (docs/accounts.md, "Update profile").
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: M.currentPasswordWrong }).default(''),
};
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const passwordMismatch = { path: ['confirmPassword'], error: M.passwordsDoNotMatch };
const currentPasswordGiven = (value: { password: string; currentPassword: string }) =>
  value.password === '' || value.currentPassword !== '';
const currentPasswordMissing = { path: ['currentPassword'], error: M.currentPasswordRequired };

export const updateProfileFieldsSchema = z
  .object(updateProfileShape)
  .refine(passwordsMatch, passwordMismatch)
  .refine(currentPasswordGiven, currentPasswordMissing);
export type UpdateProfileFields = z.input<typeof updateProfileFieldsSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileFieldsSchema>;

/** The text fields of the multipart POST /auth/update-profile (a new photo, if any, is the file). */
export const updateProfileSchema = z
  .object({ ...updateProfileShape, profileImage: profileImagePath })
  .refine(passwordsMatch, passwordMismatch)
  .refine(currentPasswordGiven, currentPasswordMissing);

// ---------------------------------------------------------------- answers

const id = z.number().int();

export const basicInfoSchema = z.object({
  /** null until the student first saves the panel; the other fields are then prefilled from the account. */
  profileId: id.nullable(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  profileImage: z.string().nullable(),
});
export type BasicInfo = z.infer<typeof basicInfoSchema>;

/** Marks as stored: both null when the student gave none. */
const gradeAnswer = {
  gradeScale: z.enum(GRADE_SCALE_KEYS as [GradeScale, ...GradeScale[]]).nullable(),
  grade: z.number().nullable(),
};

export const schoolSchema = z.object({
  schoolId: id,
  userId: id,
  schoolName: z.string(),
  standard: z.string(),
  year: z.string(),
  ...gradeAnswer,
});
export type School = z.infer<typeof schoolSchema>;

export const collegeSchema = z.object({
  collegeId: id,
  userId: id,
  collegeName: z.string(),
  courseType: z.string(),
  courseName: z.string(),
  startYear: z.string(),
  endYear: z.string(),
  ...gradeAnswer,
});
export type College = z.infer<typeof collegeSchema>;

export const workExperienceSchema = z.object({
  workExperienceId: id,
  userId: id,
  companyName: z.string(),
  designation: z.string(),
  location: z.string(),
  startYear: z.string(),
  endYear: z.string(),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const testScoreSchema = z.object({
  testScoreId: id,
  userId: id,
  testName: z.string(),
  maximumMark: z.string(),
  markObtained: z.string(),
  percentile: z.string(),
  isPercentile: z.boolean(),
  /**
   * Which test's rules the row was saved under; rows from before the rules read as 'other', their
   * free text kept as typed. Sections are by key of that test, empty for 'other'.
   */
  testType: z.enum(TEST_TYPES),
  sections: z.record(z.string(), z.number()),
});
export type TestScore = z.infer<typeof testScoreSchema>;

/** DELETE /profile/<section> answers the id of the row it removed. */
export const deletedSchoolSchema = z.object({ schoolId: id });
export const deletedCollegeSchema = z.object({ collegeId: id });
export const deletedWorkExperienceSchema = z.object({ workExperienceId: id });
export const deletedTestScoreSchema = z.object({ testScoreId: id });

/** GET and POST /auth/update-profile: the account with the fields the update-profile form edits. */
export const accountSchema = authUserSchema.extend({
  phone: z.string().nullable(),
  location: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** Everything a student filled in on /profile, for staff (the console's student and application pages). */
export const studentProfileSchema = z.object({
  /** Null until the student first saves their basic details. */
  basicInfo: basicInfoSchema.extend({ profileId: id }).nullable(),
  schools: z.array(schoolSchema),
  colleges: z.array(collegeSchema),
  workExperiences: z.array(workExperienceSchema),
  testScores: z.array(testScoreSchema),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
