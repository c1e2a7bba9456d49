import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import {
  accountSchema,
  basicInfoSchema,
  collegeIdQuerySchema,
  collegeSchema,
  deletedCollegeSchema,
  deletedSchoolSchema,
  deletedTestScoreSchema,
  deletedWorkExperienceSchema,
  saveCollegeSchema,
  saveSchoolSchema,
  saveTestScoreSchema,
  saveWorkExperienceSchema,
  schoolIdQuerySchema,
  schoolSchema,
  testScoreIdQuerySchema,
  testScoreSchema,
  workExperienceIdQuerySchema,
  workExperienceSchema,
} from './profile';

/**
 * One list section of the profile (docs/accounts.md, "Education, work and test scores"): GET lists
 * the student's own rows, POST creates one or, with its id, edits it, DELETE removes one by id.
 */
function section<
  const P extends string,
  Body extends z.ZodType,
  Query extends z.ZodType,
  Row extends z.ZodType,
  Deleted extends z.ZodType,
>(path: P, schemas: { body: Body; query: Query; row: Row; deleted: Deleted }) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: 'signedIn',
      answer: envelopeSchema(z.array(schemas.row)),
    }),
    save: endpoint({
      method: 'POST',
      path,
      access: 'signedIn',
      body: schemas.body,
      answer: envelopeSchema(schemas.row),
    }),
    remove: endpoint({
      method: 'DELETE',
      path,
      access: 'signedIn',
      query: schemas.query,
      answer: envelopeSchema(schemas.deleted),
    }),
  };
}

const school = section('/profile/school', {
  body: saveSchoolSchema,
  query: schoolIdQuerySchema,
  row: schoolSchema,
  deleted: deletedSchoolSchema,
});
const college = section('/profile/college', {
  body: saveCollegeSchema,
  query: collegeIdQuerySchema,
  row: collegeSchema,
  deleted: deletedCollegeSchema,
});
const workExp = section('/profile/workExp', {
  body: saveWorkExperienceSchema,
  query: workExperienceIdQuerySchema,
  row: workExperienceSchema,
  deleted: deletedWorkExperienceSchema,
});
const testScore = section('/profile/testScore', {
  body: saveTestScoreSchema,
  query: testScoreIdQuerySchema,
  row: testScoreSchema,
  deleted: deletedTestScoreSchema,
});

/** The four list sections by the name the web's panels use, each with its id field. */
export const PROFILE_SECTIONS = {
  school: { ...school, idKey: 'schoolId' },
  college: { ...college, idKey: 'collegeId' },
  workExp: { ...workExp, idKey: 'workExperienceId' },
  testScore: { ...testScore, idKey: 'testScoreId' },
} as const;

const basicInfoAnswer = envelopeSchema(basicInfoSchema);
const accountAnswer = envelopeSchema(accountSchema);

/** The student's profile: basic details and the four list sections (docs/accounts.md). */
export const profileEndpoints = {
  basicInfo: endpoint({
    method: 'GET',
    path: '/profile/basicInfo',
    access: 'signedIn',
    answer: basicInfoAnswer,
  }),
  /** A new photo comes as the file; a client without one may post the same fields as JSON ("Basic details"). */
  saveBasicInfo: endpoint({
    method: 'POST',
    path: '/profile/basicInfo',
    access: 'signedIn',
    summary: 'Fields profileId, fullname, email, phone, profileImage; file profileImage (optional)',
    body: 'multipart',
    answer: basicInfoAnswer,
  }),
  schools: school.list,
  saveSchool: school.save,
  removeSchool: school.remove,
  colleges: college.list,
  saveCollege: college.save,
  removeCollege: college.remove,
  workExperiences: workExp.list,
  saveWorkExperience: workExp.save,
  removeWorkExperience: workExp.remove,
  testScores: testScore.list,
  saveTestScore: testScore.save,
  removeTestScore: testScore.remove,
  /** The account's own fields, as /update-profile edits them (docs/accounts.md, "Update profile"). */
  account: endpoint({
    method: 'GET',
    path: '/auth/update-profile',
    access: 'signedIn',
    answer: accountAnswer,
  }),
  /**
   * A new photo comes as the file; a client without one may post the same fields as JSON. A new
   * password needs the current one, and a wrong one waits like a wrong sign-in (docs/decisions/007).
   */
  updateAccount: endpoint({
    method: 'POST',
    path: '/auth/update-profile',
    access: 'signedIn',
    summary:
      'Fields phone, location, profileImage, currentPassword, password, confirmPassword; file profileImage (optional)',
    body: 'multipart',
    answer: accountAnswer,
  }),
};
