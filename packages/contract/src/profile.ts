import { z } from 'zod';
import { authUserSchema } from './auth';
import { COLLEGE_COURSE_TYPES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { emailField, idParam } from './fields';
import { PROFILE_MESSAGES as M, PHONE_MAX, PRESENT, PROFILE_TEXT_MAX } from './profile-messages';

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

const phone = (requiredMessage: string) =>
  text('Phone number', requiredMessage, PHONE_MAX).refine(
    (value) => /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6,
    { error: M.phoneInvalid },
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
  phone: phone(M.phoneNumberRequired),
});
export type BasicInfoFields = z.input<typeof basicInfoFieldsSchema>;
export type BasicInfoValues = z.output<typeof basicInfoFieldsSchema>;

/** The text fields of the multipart POST /profile/basicInfo. */
export const saveBasicInfoSchema = basicInfoFieldsSchema.extend({
  profileId: optionalId('profileId'),
  profileImage: profileImagePath,
});

// ---------------------------------------------------------------- sections

export const schoolFieldsSchema = z.object({
  schoolName: text('School name', M.schoolNameRequired),
  standard: text('Standard', M.standardRequired, 50),
  year: text('Year', M.yearRequired, 50),
});
export type SchoolFields = z.input<typeof schoolFieldsSchema>;
/** POST /profile/school: a new row, or an edit of `schoolId`. */
export const saveSchoolSchema = schoolFieldsSchema.extend({ schoolId: optionalId('schoolId') });

const collegeShape = {
  collegeName: text('College name', M.collegeNameRequired),
  courseType: z.enum(COLLEGE_COURSE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? M.courseTypeRequired : M.courseTypeInvalid,
  }),
  courseName: text('Course name', M.courseNameRequired),
  startYear,
  endYear,
};
export const collegeFieldsSchema = z.object(collegeShape).refine(yearsInOrder, yearOrder);
export type CollegeFields = z.input<typeof collegeFieldsSchema>;
export const saveCollegeSchema = z
  .object({ ...collegeShape, collegeId: optionalId('collegeId') })
  .refine(yearsInOrder, yearOrder);

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

export const testScoreFieldsSchema = z.object({
  testName: text('Test name', M.testNameRequired, 100),
  maximumMark: text('Maximum mark', M.maximumMarkRequired, 20),
  markObtained: text('Mark obtained', M.markObtainedRequired, 20),
  percentile: text('Percentile', M.percentileRequired, 20),
  isPercentile: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: 'isPercentile must be true or false',
    })
    .default(false),
});
export type TestScoreFields = z.input<typeof testScoreFieldsSchema>;
export const saveTestScoreSchema = testScoreFieldsSchema.extend({ testScoreId: optionalId('testScoreId') });

/** DELETE /profile/<section>?<idKey>=… */
export const schoolIdQuerySchema = z.object({ schoolId: idParam('schoolId') });
export const collegeIdQuerySchema = z.object({ collegeId: idParam('collegeId') });
export const workExperienceIdQuerySchema = z.object({ workExperienceId: idParam('workExperienceId') });
export const testScoreIdQuerySchema = z.object({ testScoreId: idParam('testScoreId') });

// ---------------------------------------------------------------- update profile (account)

const updateProfileShape = {
  phone: phone(M.phoneRequired),
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

export const schoolSchema = z.object({
  schoolId: id,
  userId: id,
  schoolName: z.string(),
  standard: z.string(),
  year: z.string(),
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
