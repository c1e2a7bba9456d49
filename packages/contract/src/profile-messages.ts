import { describeScale, type ScoreScale } from './test-scores';

/** User-visible texts of the profile pages (docs/accounts.md). Plain values, no zod, for the web bundle. */
export const PROFILE_MESSAGES = {
  fullnameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',

  schoolNameRequired: 'School name is required',
  standardRequired: 'Standard is required',
  yearRequired: 'Year is required',

  collegeNameRequired: 'College name is required',
  courseTypeRequired: 'Course type is required',
  courseTypeInvalid: 'Course type must be Undergraduate, Postgraduate, Diploma, Certificate or PhD',
  courseNameRequired: 'Course name is required',
  startYearRequired: 'Start year is required',
  startYearInvalid: 'Start year must be a year such as 2019',
  endYearRequired: 'End year is required',
  endYearInvalid: "End year must be a year such as 2023, or 'Present'",
  endYearBeforeStart: 'End year cannot be before the start year',

  companyNameRequired: 'Company name is required',
  designationRequired: 'Designation is required',
  locationRequired: 'Location is required',

  testNameRequired: 'Test name is required',
  maximumMarkRequired: 'Maximum mark is required',
  markObtainedRequired: 'Mark obtained is required',
  percentileRequired: 'Percentile is required',
  testRequired: 'Test is required',
  testUnknown: 'Choose a test from the list',
  percentileInvalid: 'Percentile must be a whole number from 0 to 100',
  sectionsInvalid: 'Section scores must be given by section name',

  gradeScaleRequired: 'Choose the scale of the marks',
  gradeScaleInvalid: 'The scale must be a percentage, a CGPA out of 10 or a GPA out of 4',
  gradeRequired: 'Enter the marks on this scale',

  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordWrong: 'Your current password is not correct',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateFailedInline: 'Failed to update profile. Please try again.',

  photoNotYours: 'Choose a new photo, keep your current one, or remove it',
} as const;

/** The texts of the test-score and marks rules, which name the field and the scale they refuse. */
export const SCORE_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalid: (label: string, scale: ScoreScale) => `${label} must be ${describeScale(scale)}`,
  maximumFixed: (testName: string, maximum: string) => `${testName} is scored out of ${maximum}`,
  overallMismatch: (label: string, expected: string) =>
    `${label} must be ${expected} for these section scores`,
  noPercentile: (testName: string) => `${testName} does not report a percentile`,
  gradeInvalid: (noun: string, scale: ScoreScale) =>
    `${noun} must be from ${scale.min} to ${scale.max}, with at most two decimals`,
};

/** Longest accepted text in a profile field; no product rule sets one, so this only keeps rows sane. */
export const PROFILE_TEXT_MAX = 200;
export const PHONE_MAX = 20;

/** "Present" is the only word an end year may be; it is stored with this spelling. */
export const PRESENT = 'Present';
