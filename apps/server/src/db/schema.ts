import type {
  DocumentKind,
  DocumentStatus,
  EntryRequirements,
  GradeScale,
  OutboxStatus,
  OutcomeResult,
  PackageApplicationStatus,
  PaymentProviderName,
  PaymentStatus,
  TestType,
} from '@edupath/contract';
import type { CourseProvenance, UniversityProvenance } from '@edupath/contract/provenance';
import type { RegisterCourseFacts, ReportedProgrammeSource } from '@edupath/contract/register-imports';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The complete schema: the entities of docs/ plus what the server and console need. TypeScript keys
 * are the web client's field names (docs/api.md, "Requests"); columns are snake_case (casing option).
 * Indexes for "newest first" lists are plain ascending: PostgreSQL scans them backwards for
 * ORDER BY ... DESC, whereas drizzle's .desc() emits DESC NULLS LAST, which cannot serve it.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Only read by SQL (full-text matching); the app never loads it. */

const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The user a row belongs to: it goes with her account. */
const ownedByUser = () =>
  integer()
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' });
/** The key of a table with at most one row per user, which goes with her account. */
const onePerUser = () =>
  integer()
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' });
/** The admission application a row belongs to: it goes with the application. */
const ofApplication = () =>
  integer()
    .notNull()
    .references(() => admissionApplications.admissionApplicationId, { onDelete: 'cascade' });

export const roleEnum = pgEnum('role', ['student', 'advisor', 'admin']);
/** Declaration order is the workflow's order, so ORDER BY status follows it. */
export const applicationStatusEnum = pgEnum('application_status', [
  'Pending',
  'Under Review',
  'Accepted',
  'Rejected',
  'Withdrawn',
]);
export const milestoneStatusEnum = pgEnum('milestone_status', ['Active', 'Complete']);

/**
 * The end of a reminder row, one per reminder sent: how many days before its day it went
 * (one of the module's thresholds, e.g. DEADLINE_REMINDER_DAYS' 30, 7 or 1) and when.
 */
const reminderSent = () => ({
  thresholdDays: smallint().notNull(),
  sentAt: createdAt(),
});

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    userId: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    role: roleEnum().notNull().default('student'),
    phone: text(),
    location: text(),
    profileImage: text(),
    googleSub: text(),
    isActive: boolean().notNull().default(true),
    /**
     * Staff given a temporary password by an admin must choose their own before anything else
     * (docs/console.md, "Staff accounts").
     */
    mustChangePassword: boolean().notNull().default(false),
    /** When the owner followed a verification link sent to `email`; null: not verified (docs/email.md). */
    emailVerifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * Sign-up or the last use of a session, whichever is later (kept by the auth module as it
     * touches sessions), so 'no activity for 14 days' is one indexed comparison.
     */
    lastActiveAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Deleting an account (docs/privacy.md#deletion): when she asked and when the grace period
     * ends (both null when nothing is pending; signing in clears them), and when her personal data
     * was erased, after which the row is a tombstone with no personal data.
     */
    deletionRequestedAt: timestamp({ withTimezone: true, mode: 'date' }),
    deletionScheduledFor: timestamp({ withTimezone: true, mode: 'date' }),
    erasedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The age question of sign-up (docs/accounts.md#under-18): 'adult' (ticked "18 or older", or
     * 18 by the date of birth), 'child' (under 18 on the day of the answer); null: never asked.
     */
    ageAnswer: text().$type<'adult' | 'child'>(),
    /** As she gave it, when she gave it (YYYY-MM-DD). */
    dateOfBirth: date({ mode: 'string' }),
    /** A child's parent or guardian, who gets the confirmation link. */
    parentEmail: text(),
    /** When the parent confirmed by the link; until then a child's account is limited. */
    parentConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // The console's student list: one index per sort, each led by the role it filters on.
    index('users_role_created_idx').on(t.role, t.createdAt, t.userId),
    index('users_role_name_idx').on(t.role, t.name, t.userId),
    index('users_role_active_idx').on(t.role, t.lastActiveAt, t.userId),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Server-side sessions. Only a SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text().primaryKey(),
    userId: ownedByUser(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Uploaded images, re-encoded, kept in the database so every instance can serve them. */
export const files = pgTable(
  'files',
  {
    fileId: text().primaryKey(),
    ownerId: integer().references(() => users.userId, { onDelete: 'set null' }),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

// ---------------------------------------------------------------- catalogue

export const countries = pgTable(
  'countries',
  {
    countryId: serial().primaryKey(),
    isoCode: text().notNull(),
    countryName: text().notNull(),
    coverImage: text(),
    flagImage: text(),
    capital: text(),
    population: bigint({ mode: 'number' }),
    language: text(),
    currency: text(),
    description: text(),
    educationSystem: text(),
    /** Unpublished: gone from every public read, kept for staff and existing applications (docs/catalogue.md#publishing). */
    isPublished: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('countries_iso_unique').on(t.isoCode),
    uniqueIndex('countries_name_unique').on(t.countryName),
  ],
);

export const countryFaqs = pgTable(
  'country_faqs',
  {
    faqId: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.countryId, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Unpublished: gone from every public read, kept for staff and existing applications (docs/catalogue.md#publishing). */
    isPublished: boolean().notNull().default(true),
  },
  (t) => [index('country_faqs_country_idx').on(t.countryId, t.sortOrder)],
);

export const universities = pgTable(
  'universities',
  {
    universityId: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.countryId, { onDelete: 'restrict' }),
    universityName: text().notNull(),
    universityLogo: text(),
    coverImage: text(),
    location: text(),
    language: text(),
    testAccepted: text(),
    qsRank: integer(),
    acceptanceRate: real(),
    degreeMode: text(),
    dorm: boolean().notNull().default(false),
    description: text(),
    phone: text(),
    website: text(),
    /** Where each group of its facts comes from (docs/catalogue.md#provenance); {}: never recorded. */
    provenance: jsonb().$type<UniversityProvenance>().notNull().default({}),
    /** Unpublished: gone from every public read, kept for staff and existing applications (docs/catalogue.md#publishing). */
    isPublished: boolean().notNull().default(true),
    /**
     * What a first year here costs beside tuition, in rupees (living, visa, health: the course
     * page's lines), kept by db/first-year-costs.ts; null: no figures for the country (docs/catalogue.md#first-year-total).
     */
    firstYearExtraInr: bigint({ mode: 'number' }),
    /**
     * Whether EduPath earns from this university: 'none', 'commission' or 'partnership', shown
     * on its public page whatever it is (docs/catalogue.md#neutrality).
     */
    earning: text({ enum: ['none', 'commission', 'partnership'] })
      .notNull()
      .default('none'),
    /** Since when it earns so; null with 'none'. */
    earningSince: date({ mode: 'string' }),
    /** Its CRICOS provider code: its identity in Australia's register (docs/catalogue.md#register-imports). */
    cricosProviderCode: text(),
    /** Its UNITID in the US College Scorecard, once a Scorecard import matched it (docs/catalogue.md#register-imports). */
    scorecardUnitId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('universities_country_idx').on(t.countryId),
    uniqueIndex('universities_cricos_provider_code_unique').on(t.cricosProviderCode),
    uniqueIndex('universities_scorecard_unit_id_unique').on(t.scorecardUnitId),
    index('universities_qs_rank_idx').on(t.qsRank),
    uniqueIndex('universities_country_name_unique').on(t.countryId, t.universityName),
    index('universities_name_trgm_idx').using('gin', sql`${t.universityName} gin_trgm_ops`),
  ],
);

export const courseCategories = pgTable(
  'course_categories',
  {
    courseCategoryId: serial().primaryKey(),
    categoryName: text().notNull(),
    image: text(),
    sortOrder: integer().notNull().default(0),
    /** Unpublished: gone from every public read, kept for staff and existing applications (docs/catalogue.md#publishing). */
    isPublished: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('course_categories_name_unique').on(t.categoryName)],
);

export const courses = pgTable(
  'courses',
  {
    courseId: serial().primaryKey(),
    universityId: integer()
      .notNull()
      .references(() => universities.universityId, { onDelete: 'cascade' }),
    courseCategoryId: integer()
      .notNull()
      .references(() => courseCategories.courseCategoryId, { onDelete: 'restrict' }),
    courseName: text().notNull(),
    courseType: text().notNull(),
    duration: text().notNull(),
    /** The yearly fee in the minor unit of `currencyCode` (cents, pence; yen have none). */
    feeMinor: bigint({ mode: 'number' }),
    /** ISO 4217 code of the fee (docs/catalogue.md#fees-and-currencies). */
    currencyCode: text().notNull(),
    /** The family name the API keeps: Dollar, Euro, Rupee or Pound where they apply, else the currency's name. */
    currency: text().notNull(),
    /** The fee in whole rupees at the reference rate of `currencyCode`: what fee filters and sorts compare. */
    feeInr: bigint({ mode: 'number' }),
    /**
     * fee_inr plus the university's first_year_extra_inr: what costBasis=firstYear filters and
     * sorts compare. Kept by a trigger (migration 0016) whenever either changes.
     */
    firstYearInr: bigint({ mode: 'number' }),
    eligibility: text(),
    /**
     * Structured entry requirements with their source (the contract's EntryRequirements); null:
     * none stated (docs/fit-and-chances.md, "Entry requirements and eligibility").
     */
    entryRequirements: jsonb().$type<EntryRequirements>(),
    intake: text(),
    /** The first day of the course's next intake; `applicationDeadline` closes applications for it. */
    intakeStart: date({ mode: 'string' }),
    applicationDeadline: date({ mode: 'string' }),
    modeOfStudy: text(),
    description: text(),
    isFeatured: boolean().notNull().default(false),
    /** Why the EduPath team features it, shown beside the badge (docs/catalogue.md#neutrality). */
    featuredReason: text(),
    /** The course's own picture (an upload), shown on its card and page; null: its category's. */
    image: text(),
    /** Where each group of its facts comes from (docs/catalogue.md#provenance); {}: never recorded. */
    provenance: jsonb().$type<CourseProvenance>().notNull().default({}),
    /** Unpublished: gone from every public read, kept for staff and existing applications (docs/catalogue.md#publishing). */
    isPublished: boolean().notNull().default(true),
    /** Its CRICOS course code: a CRICOS re-import updates the course holding it (docs/catalogue.md#register-imports). */
    cricosCourseCode: text(),
    /** The register's own figures, kept as published (duration in weeks, the three costs, level, field). */
    registerFacts: jsonb().$type<RegisterCourseFacts>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_university_idx').on(t.universityId),
    uniqueIndex('courses_cricos_course_code_unique').on(t.cricosCourseCode),
    index('courses_category_created_idx').on(t.courseCategoryId, t.createdAt, t.courseId),
    // Counting a category's courses of one mode reads only those (the search counts up to a cap).
    index('courses_category_mode_idx').on(t.courseCategoryId, t.modeOfStudy),
    index('courses_fee_inr_idx').on(t.feeInr, t.courseId),
    index('courses_first_year_inr_idx').on(t.firstYearInr, t.courseId),
    index('courses_created_idx').on(t.createdAt, t.courseId),
    // "Featured, newest first" and its count walk only the featured courses.
    index('courses_featured_created_idx').on(t.createdAt, t.courseId).where(sql`${t.isFeatured}`),
    index('courses_name_trgm_idx').using('gin', sql`${t.courseName} gin_trgm_ops`),
  ],
);

/**
 * The programmes a US university reported to the Department of Education (College Scorecard field
 * of study file): one row per CIP code and credential level, replaced per university by each import
 * (docs/catalogue.md#register-imports).
 */
export const reportedProgrammes = pgTable(
  'reported_programmes',
  {
    universityId: integer()
      .notNull()
      .references(() => universities.universityId, { onDelete: 'cascade' }),
    cipCode: text().notNull(),
    cipTitle: text().notNull(),
    credentialLevel: smallint().notNull(),
    credentialTitle: text().notNull(),
    /** The register and the file's date, as every row of one import shares them. */
    source: jsonb().$type<ReportedProgrammeSource>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.universityId, t.cipCode, t.credentialLevel] })],
);

/** Reference rates to the rupee, loaded from a committed data file (docs/catalogue.md#reference-rates). */
export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text().primaryKey(),
  /** Rupees for one unit (not minor unit) of the currency. */
  inrPerUnit: numeric({ precision: 24, scale: 12, mode: 'number' }).notNull(),
  /** ISO 4217 minor-unit digits (2 for cents, 0 for yen), so SQL can turn fee_minor into units. */
  minorDigits: smallint().notNull(),
  rateDate: date({ mode: 'string' }).notNull(),
  source: text().notNull(),
});

/**
 * One row whose number goes up in the same transaction as any write to the tables course search
 * reads (statement-level triggers, migration 0024), so the course index held in memory knows when
 * it is out of date whatever wrote the catalogue (docs/catalogue.md#the-course-index).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- student profile

export const profiles = pgTable(
  'profiles',
  {
    profileId: serial().primaryKey(),
    userId: ownedByUser(),
    fullname: text().notNull(),
    email: text().notNull(),
    /**
     * Not read or written any more: the student's one phone is users.phone (docs/accounts.md,
     * "Phone"); a migration moved these into it and emptied them.
     */
    phone: text(),
    profileImage: text(),
    /** The student's state, a GST state code ('29'): the place of supply of her tax invoices (docs/packages.md). */
    state: text(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_user_unique').on(t.userId)],
);

/**
 * Marks of a school or college entry and their scale (docs/accounts.md, "Marks and grades"):
 * both null, or both set; the range per scale is checked by the contract.
 */
const grade = () => ({
  gradeScale: text().$type<GradeScale>(),
  grade: doublePrecision(),
});
const gradeWithScale = (table: string, t: { gradeScale: AnyPgColumn; grade: AnyPgColumn }) =>
  check(`${table}_grade_with_scale`, sql`(${t.gradeScale} IS NULL) = (${t.grade} IS NULL)`);

export const schools = pgTable(
  'schools',
  {
    schoolId: serial().primaryKey(),
    userId: ownedByUser(),
    schoolName: text().notNull(),
    standard: text().notNull(),
    year: text().notNull(),
    ...grade(),
    createdAt: createdAt(),
  },
  (t) => [index('schools_user_idx').on(t.userId), gradeWithScale('schools', t)],
);

export const colleges = pgTable(
  'colleges',
  {
    collegeId: serial().primaryKey(),
    userId: ownedByUser(),
    collegeName: text().notNull(),
    courseType: text().notNull(),
    courseName: text().notNull(),
    startYear: text().notNull(),
    endYear: text().notNull(),
    ...grade(),
    createdAt: createdAt(),
  },
  (t) => [index('colleges_user_idx').on(t.userId), gradeWithScale('colleges', t)],
);

export const workExperiences = pgTable(
  'work_experiences',
  {
    workExperienceId: serial().primaryKey(),
    userId: ownedByUser(),
    companyName: text().notNull(),
    designation: text().notNull(),
    location: text().notNull(),
    startYear: text().notNull(),
    endYear: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_experiences_user_idx').on(t.userId)],
);

export const testScores = pgTable(
  'test_scores',
  {
    testScoreId: serial().primaryKey(),
    userId: ownedByUser(),
    testName: text().notNull(),
    maximumMark: text().notNull(),
    markObtained: text().notNull(),
    percentile: text().notNull(),
    isPercentile: boolean().notNull().default(false),
    // Rows saved before tests had rules are 'other': free text, kept as typed (docs/accounts.md).
    testType: text().$type<TestType>().notNull().default('other'),
    sections: jsonb().$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('test_scores_user_idx').on(t.userId)],
);

/**
 * A student's study preferences (docs/fit-and-chances.md#study-preferences): one row per student,
 * every field optional. Countries and fields are kept by id (jsonb lists, at most 10 and 5, checked
 * by the contract); one unpublished or deleted later is left out when read. Intake and course type
 * are the catalogue's words (INTAKES, COURSE_TYPES).
 */
export const studyPreferences = pgTable(
  'study_preferences',
  {
    userId: onePerUser(),
    countryIds: jsonb().$type<number[]>().notNull().default([]),
    intake: text(),
    courseType: text(),
    categoryIds: jsonb().$type<number[]>().notNull().default([]),
    /** Whole rupees, the first-year total she can spend. */
    budgetInr: integer(),
    /** Active backlogs (failed papers not yet cleared); the eligibility check reads it. */
    backlogs: smallint(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('study_preferences_budget_range', sql`${t.budgetInr} BETWEEN 100000 AND 20000000`),
    check('study_preferences_backlogs_range', sql`${t.backlogs} BETWEEN 0 AND 50`),
  ],
);

// ---------------------------------------------------------------- applications and timeline

export const admissionApplications = pgTable(
  'admission_applications',
  {
    admissionApplicationId: serial().primaryKey(),
    userId: ownedByUser(),
    courseId: integer()
      .notNull()
      .references(() => courses.courseId, { onDelete: 'restrict' }),
    status: applicationStatusEnum().notNull().default('Pending'),
    remark: text(),
    /**
     * The intake applied to, kept as it was when the student applied: its month, first day and
     * application deadline (docs/applications-and-timeline.md#applying). Null: the course had no dates.
     */
    intake: text(),
    intakeStart: date({ mode: 'string' }),
    applicationDeadline: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admission_user_course_unique').on(t.userId, t.courseId),
    index('admission_user_created_idx').on(t.userId, t.createdAt),
    // The console's application list: each sort alone and after a status filter; course_id
    // serves the university, country and course-name filters.
    index('admission_status_created_idx').on(t.status, t.createdAt, t.admissionApplicationId),
    index('admission_created_idx').on(t.createdAt, t.admissionApplicationId),
    index('admission_updated_idx').on(t.updatedAt, t.admissionApplicationId),
    index('admission_status_updated_idx').on(t.status, t.updatedAt, t.admissionApplicationId),
    index('admission_course_created_idx').on(t.courseId, t.createdAt),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    historyId: serial().primaryKey(),
    admissionApplicationId: ofApplication(),
    fromStatus: applicationStatusEnum(),
    toStatus: applicationStatusEnum().notNull(),
    remark: text(),
    changedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('application_history_app_idx').on(t.admissionApplicationId, t.createdAt)],
);

/**
 * The documents of an application, one row per uploaded item (a missing item has none). The file
 * lives in the row, in the database like images (ADR 003), so every instance can serve it; it is
 * private, so it is never in `files`, whose paths are public (docs/application-documents.md).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    documentId: serial().primaryKey(),
    admissionApplicationId: ofApplication(),
    kind: text().$type<DocumentKind>().notNull(),
    status: text().$type<Exclude<DocumentStatus, 'missing'>>().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    uploadedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    reviewNote: text(),
    reviewedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('application_documents_app_kind_unique').on(t.admissionApplicationId, t.kind),
    check(
      'application_documents_status_check',
      sql`${t.status} in ('uploaded', 'accepted', 'changes_requested')`,
    ),
  ],
);

export const milestones = pgTable('milestones', {
  milestoneId: serial().primaryKey(),
  title: text().notNull(),
  remark: text(),
  order: integer('sort_order').notNull(),
  /** A key the server uses to advance a milestone by itself (profile_completed, ...). */
  autoKey: text(),
  createdAt: createdAt(),
});

export const milestoneStatuses = pgTable(
  'milestone_statuses',
  {
    milestoneStatusId: serial().primaryKey(),
    userId: ownedByUser(),
    milestoneId: integer()
      .notNull()
      .references(() => milestones.milestoneId, { onDelete: 'cascade' }),
    status: milestoneStatusEnum().notNull(),
    remark: text(),
    updatedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('milestone_status_user_milestone_unique').on(t.userId, t.milestoneId)],
);

export const notifications = pgTable(
  'notifications',
  {
    notificationId: serial().primaryKey(),
    userId: ownedByUser(),
    senderId: integer().references(() => users.userId, { onDelete: 'set null' }),
    type: text().notNull(),
    message: text().notNull(),
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

// ---------------------------------------------------------------- communities

/**
 * A moderator's last action on a post or comment: hidden (reversible) or deleted (soft, the row
 * stays for the audit log). `isHidden` is what every read filters on; a deleted item is hidden too.
 * The whole history is in the audit log.
 */
const moderationColumns = () => ({
  deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
  moderatedAt: timestamp({ withTimezone: true, mode: 'date' }),
  moderatedBy: integer().references((): AnyPgColumn => users.userId, { onDelete: 'set null' }),
  moderationReason: text(),
});

export const communities = pgTable(
  'communities',
  {
    communityId: serial().primaryKey(),
    communityName: text().notNull(),
    communityLogo: text(),
    description: text(),
    rating: real().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('communities_name_unique').on(t.communityName)],
);

export const communityMembers = pgTable(
  'community_members',
  {
    membershipId: serial().primaryKey(),
    communityId: integer()
      .notNull()
      .references(() => communities.communityId, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('community_members_unique').on(t.communityId, t.userId)],
);

export const posts = pgTable(
  'posts',
  {
    postId: serial().primaryKey(),
    communityId: integer()
      .notNull()
      .references(() => communities.communityId, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    postText: text().notNull(),
    postImage: text(),
    totalLikes: integer().notNull().default(0),
    /** Out of every student read: hidden or deleted by a moderator (docs/communities.md, "Moderation"). */
    isHidden: boolean().notNull().default(false),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_community_created_idx').on(t.communityId, t.createdAt, t.postId),
    check('posts_total_likes_non_negative', sql`${t.totalLikes} >= 0`),
    check('posts_deleted_is_hidden', sql`${t.deletedAt} is null or ${t.isHidden}`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    likeId: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.postId, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_likes_post_user_unique').on(t.postId, t.userId)],
);

export const comments = pgTable(
  'comments',
  {
    commentId: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.postId, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    parentCommentId: integer(),
    comment: text().notNull(),
    /** Out of every student read, with its replies (docs/communities.md, "Moderation"). */
    isHidden: boolean().notNull().default(false),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_post_created_idx').on(t.postId, t.createdAt),
    index('comments_parent_idx').on(t.parentCommentId),
    check('comments_deleted_is_hidden', sql`${t.deletedAt} is null or ${t.isHidden}`),
  ],
);

// ---------------------------------------------------------------- chat

export const chats = pgTable(
  'chats',
  {
    chatId: serial().primaryKey(),
    studentId: ownedByUser(),
    advisorId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    lastMessageAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chats_student_unique').on(t.studentId), index('chats_advisor_idx').on(t.advisorId)],
);

export const messages = pgTable(
  'messages',
  {
    messageId: serial().primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.chatId, { onDelete: 'cascade' }),
    senderId: ownedByUser(),
    message: text().notNull(),
    image: text(),
    /** Client-generated id that makes a retried send idempotent. */
    clientId: text(),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_chat_idx').on(t.chatId, t.messageId),
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    // Unread counts (the console's inbox and counters) read only the few unread rows.
    index('messages_unread_idx').on(t.chatId, t.senderId).where(sql`${t.isRead} = false`),
  ],
);

// ---------------------------------------------------------------- packages, contact

export const packages = pgTable('packages', {
  packageId: serial().primaryKey(),
  name: text().notNull(),
  /** Whole rupees. */
  price: integer().notNull(),
  /** Sanitised HTML. */
  description: text(),
  applicationCount: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const packageApplications = pgTable(
  'package_applications',
  {
    packageApplicationId: serial().primaryKey(),
    packageId: integer()
      .notNull()
      .references(() => packages.packageId, { onDelete: 'restrict' }),
    userId: ownedByUser(),
    /**
     * The pipeline (PACKAGE_APPLICATION_STATUSES). Text with a CHECK constraint written in the
     * migration rather than an enum: the old enum's rows had to be mapped to the new statuses, which
     * an enum rewrite cannot do in the same migration (docs/packages.md, "The pipeline").
     */
    status: text().$type<PackageApplicationStatus>().notNull().default('New'),
    /** Whole rupees, the price when the student applied; payments use it in paise (× 100). */
    amount: integer().notNull(),
    remark: text(),
    handledBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('package_applications_user_idx').on(t.userId, t.createdAt),
    // One application that still stands per student and package (OPEN_PACKAGE_APPLICATION_STATUSES).
    uniqueIndex('package_applications_open_unique')
      .on(t.userId, t.packageId)
      .where(sql`${t.status} in ('New', 'Contacted', 'Payment pending', 'Paid', 'Active')`),
    index('package_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/** Every move of a package application and every staff note, oldest first (docs/packages.md). */
export const packageApplicationHistory = pgTable(
  'package_application_history',
  {
    historyId: serial().primaryKey(),
    packageApplicationId: integer()
      .notNull()
      .references(() => packageApplications.packageApplicationId, { onDelete: 'cascade' }),
    /** Both null for a note alone; fromStatus null for the application itself. */
    fromStatus: text().$type<PackageApplicationStatus>(),
    toStatus: text().$type<PackageApplicationStatus>(),
    note: text(),
    /** Null for what the system did (a provider's webhook). */
    changedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('package_application_history_app_idx').on(t.packageApplicationId, t.createdAt)],
);

/**
 * Money received or asked for, in paise (docs/packages.md, "Payments"). A manual payment is
 * written paid with the reference staff typed; a provider's starts `created` with its order id and
 * turns `paid` only from the provider's verified webhook.
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial().primaryKey(),
    packageApplicationId: integer()
      .notNull()
      .references(() => packageApplications.packageApplicationId, { onDelete: 'restrict' }),
    provider: text().$type<PaymentProviderName>().notNull(),
    /** The provider's order id; null for a manual payment. */
    orderId: text(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text().$type<PaymentStatus>().notNull(),
    /** UPI / bank-transfer reference (manual) or the provider's payment id. */
    reference: text(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The staff member who recorded a manual payment. */
    recordedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.orderId),
    index('payments_application_idx').on(t.packageApplicationId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_status_known', sql`${t.status} in ('created', 'paid')`),
    check('payments_paid_has_time', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * Webhook events already handled, by the provider's event id: a replayed delivery finds its id
 * here and changes nothing. Written in the same transaction as the change the event caused.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text().$type<PaymentProviderName>().notNull(),
    eventId: text().notNull(),
    event: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_webhook_events_unique').on(t.provider, t.eventId)],
);

// ---------------------------------------------------------------- paying by hand, receipts and tax invoices

/**
 * Who students pay by UPI or bank transfer, and who issues the tax invoice: one row (id 1), set
 * by an admin in the console (docs/packages.md, "Paying by UPI or bank transfer").
 */
export const payeeSettings = pgTable(
  'payee_settings',
  {
    id: integer().primaryKey().default(1),
    legalName: text().notNull(),
    address: text().notNull(),
    /** Its first two digits are the payee's state (GST state code). */
    gstin: text().notNull(),
    sacCode: text().notNull(),
    /** 1800 is 18%. */
    gstRateBasisPoints: integer().notNull(),
    upiId: text().notNull(),
    bankAccountName: text().notNull(),
    bankAccountNumber: text().notNull(),
    ifsc: text().notNull(),
    bankName: text().notNull(),
    updatedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payee_settings_one_row', sql`${t.id} = 1`),
    check('payee_settings_rate', sql`${t.gstRateBasisPoints} between 0 and 4000`),
  ],
);

/**
 * The last tax invoice number of each financial year ('2026-27'). Taken with an upsert in the
 * transaction that records the payment: the row lock orders concurrent payments and a rollback
 * gives the number back, so the series has no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text().primaryKey(),
  lastSequence: integer().notNull(),
});

/**
 * A GST tax invoice for a paid payment, as issued: the supplier's and the recipient's details are
 * kept as they were, so a later change of the payee settings does not rewrite it.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    invoiceId: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.paymentId, { onDelete: 'restrict' }),
    invoiceNumber: text().notNull(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** What the PDF prints besides the amounts: supplier, recipient, place of supply, SAC. */
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    rateBasisPoints: integer().notNull(),
    totalPaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_invoices_payment_unique').on(t.paymentId),
    uniqueIndex('tax_invoices_number_unique').on(t.invoiceNumber),
    uniqueIndex('tax_invoices_sequence_unique').on(t.financialYear, t.sequence),
    check(
      'tax_invoices_amounts_add_up',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    contactMessageId: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    ip: text(),
    handledAt: timestamp({ withTimezone: true, mode: 'date' }),
    handledBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    /** The inbox is shared by the admins: read once anyone opened it (docs/console.md, "Contact inbox"). */
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The staff account looking after it. */
    assigneeId: integer().references(() => users.userId, { onDelete: 'set null' }),
    /** Staff-only; never shown to the sender. */
    internalNote: text(),
    /** 'contact' (the contact form) or 'grievance' (docs/console.md, "Grievances"). */
    kind: text().$type<'contact' | 'grievance'>().notNull().default('contact'),
    /** A grievance's GRIEVANCE_CATEGORIES; null for a contact message. */
    category: text(),
    /** The signed-in sender, if any; her name and email are copied above as they were then. */
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    /** A grievance must be answered by then: received + GRIEVANCE_RESPONSE_DAYS. */
    dueAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_grievance_due_idx').on(t.dueAt).where(sql`${t.kind} = 'grievance'`),
    index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

// ---------------------------------------------------------------- audit

/**
 * Every staff action, written in the same transaction as the change it records (docs/console.md,
 * "Audit log"). Append-only: a trigger in the migration refuses UPDATE, DELETE and TRUNCATE, so
 * not even the application's own code can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /**
     * Null only for actions the system takes by itself (a provider's webhook, a job). Accounts are
     * deactivated, never deleted, so the reference restricts rather than rewriting the log.
     */
    actorId: integer().references(() => users.userId, { onDelete: 'restrict' }),
    /** The actor's role when they acted; roles can change later. */
    actorRole: roleEnum(),
    /** `entity.verb`, e.g. `application.status_changed`, `course.updated` (AUDIT_ACTIONS). */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    /** Only the fields the action changed, before and after; null for a creation or deletion. */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/**
 * The latest time staff compared a curated fact with its source and found it still right
 * (docs/money-and-visas.md#freshness): the console's "Mark checked". The committed files keep
 * their own checkedOn; this row is newer when staff confirmed a record without a file change.
 * Each mark is also in the audit log ('fact.checked'), so this table keeps only the latest.
 */
export const factChecks = pgTable(
  'fact_checks',
  {
    /** The kind of curated fact: 'lender', 'scholarship', 'visa-route', 'study-cost'… */
    kind: text().notNull(),
    /** The record's id within its kind, as the re-check queue names it. */
    factId: text().notNull(),
    checkedOn: date({ mode: 'string' }).notNull(),
    checkedBy: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    checkedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.factId] })],
);

// ---------------------------------------------------------------- email and account recovery

/**
 * One-time links sent by email (docs/email.md): verifying the address, resetting the password.
 * Only a SHA-256 of the token is stored; a token works once, before `expiresAt`, and only for the
 * address it was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: ownedByUser(),
    purpose: text().$type<'verify_email' | 'reset_password' | 'parental_consent'>().notNull(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every email the app writes, in the same transaction as the change that causes it (a
 * transactional outbox, docs/email.md). A job of the queue sends it and records the outcome; with
 * no SMTP server configured it stays here, readable by admins in the console.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    mailId: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    toEmail: text().notNull(),
    /** EMAIL_CATEGORIES: essential mail (verification, reset) or a category the student can turn off. */
    category: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /**
     * queued; sending (handed to the mail server, answer awaited); sent; unconfirmed (handed over,
     * never confirmed: not sent again); failed (gave up after the retries); held (kept, not sent:
     * no SMTP server, or a reserved domain; lastError says which). docs/email.md#delivery
     */
    status: text().$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The Message-ID every try sends, so a receiving server can tell a repeat. */
    messageId: text().notNull(),
    /** Mails that must not repeat within a time (one per chat per hour) share this key. */
    throttleKey: text(),
    /** SHA-256 of this mail's unsubscribe token (non-essential mail only). */
    unsubscribeTokenHash: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    uniqueIndex('email_outbox_message_id_unique').on(t.messageId),
    uniqueIndex('email_outbox_unsubscribe_unique').on(t.unsubscribeTokenHash),
    index('email_outbox_throttle_idx').on(t.throttleKey, t.createdAt),
  ],
);

/** Which optional emails a student wants; no row: all of them (docs/email.md, "Preferences"). */
export const emailPreferences = pgTable('email_preferences', {
  userId: onePerUser(),
  applicationUpdates: boolean().notNull().default(true),
  chatMessages: boolean().notNull().default(true),
  reminders: boolean().notNull().default(true),
  communityReplies: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The consent ledger: every grant and withdrawal a student makes, never edited or deleted while
 * the account lives; her current choice of a purpose is its latest row (docs/accounts.md#consent).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    consentEventId: serial().primaryKey(),
    userId: ownedByUser(),
    /** service (required), emails, statistics, marketing: CONSENT_PURPOSES in the contract. */
    purpose: text().notNull(),
    granted: boolean().notNull(),
    /** The version of the notice she was shown (CONSENT_NOTICE_VERSION). */
    noticeVersion: text().notNull(),
    /** Where: webSignup, account, googleSignIn. */
    channel: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.consentEventId)],
);

// ---------------------------------------------------------------- staff accounts

/**
 * One-time links an admin hands to a new (or reset) staff member to choose their password
 * (docs/console.md, "Staff accounts"). Only a SHA-256 of the token is stored; a link works once
 * and until it expires, and a newer one for the same user replaces it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text().primaryKey(),
    userId: ownedByUser(),
    createdBy: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_user_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------- moderation

export const contentReportReasonEnum = pgEnum('content_report_reason', [
  'spam',
  'harassment',
  'hate',
  'misinformation',
  'inappropriate',
  'other',
]);
export const moderationResolutionEnum = pgEnum('moderation_resolution', ['hidden', 'deleted', 'dismissed']);

/**
 * A user's report of a post or a comment (exactly one of the two), one per user per item
 * (docs/communities.md, "Reporting"). Open until a moderator acts on the item; the action
 * resolves every open report of it at once.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    reportId: serial().primaryKey(),
    postId: integer().references(() => posts.postId, { onDelete: 'cascade' }),
    commentId: integer().references(() => comments.commentId, { onDelete: 'cascade' }),
    reporterId: ownedByUser(),
    reason: contentReportReasonEnum().notNull(),
    details: text(),
    resolvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    resolvedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    resolution: moderationResolutionEnum(),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_reports_one_target', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
    check('content_reports_resolved', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
    uniqueIndex('content_reports_post_reporter_unique')
      .on(t.postId, t.reporterId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('content_reports_comment_reporter_unique')
      .on(t.commentId, t.reporterId)
      .where(sql`${t.commentId} is not null`),
    index('content_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

// ---------------------------------------------------------------- planning: shortlist and reminders

/** The courses a student keeps to compare and apply to later (docs/planning.md#shortlist). */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: ownedByUser(),
    courseId: integer()
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per (student, course): adding twice or merging a visitor's list is a no-op.
    uniqueIndex('shortlist_user_course_unique').on(t.userId, t.courseId),
    index('shortlist_course_idx').on(t.courseId),
  ],
);

/**
 * A student's private calendar address (docs/planning.md#deadlines-in-a-calendar): one per
 * student, found by the SHA-256 of the secret in its address; the secret itself is never stored.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: onePerUser(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
);

/**
 * One row per reminder sent: the guard that makes each (student, course, deadline, threshold)
 * remind exactly once, across restarts and instances (docs/planning.md#deadlines-and-reminders).
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    reminderId: serial().primaryKey(),
    userId: ownedByUser(),
    courseId: integer()
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    deadline: date({ mode: 'string' }).notNull(),
    ...reminderSent(),
  },
  (t) => [uniqueIndex('deadline_reminders_once').on(t.userId, t.courseId, t.deadline, t.thresholdDays)],
);

// ---------------------------------------------------------------- outcomes and chances

/**
 * An admission outcome a student reports, or EduPath's own decision recorded for her
 * (docs/fit-and-chances.md#outcomes). Only what the chances need is kept: the result, whether it
 * is verified, and, once she consents (`shared`), an anonymised snapshot of her profile and the
 * groups it falls in. Sample rows (the demo seed's, `isSample`) have no student and count only
 * where the install loads demo data.
 */
export const courseOutcomes = pgTable(
  'course_outcomes',
  {
    outcomeId: serial().primaryKey(),
    userId: integer().references(() => users.userId, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    admissionApplicationId: integer().references(() => admissionApplications.admissionApplicationId, {
      onDelete: 'set null',
    }),
    result: text().$type<OutcomeResult>().notNull(),
    /** platform: recorded by a staff decision on the application; student: reported by her. */
    source: text().$type<'platform' | 'student'>().notNull(),
    verified: boolean().notNull().default(false),
    verifiedBy: integer().references(() => users.userId, { onDelete: 'set null' }),
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** She consented to the anonymised snapshot; only shared outcomes are counted. */
    shared: boolean().notNull().default(false),
    isSample: boolean().notNull().default(false),
    testType: text(),
    testScore: doublePrecision(),
    gradeScale: text().$type<GradeScale>(),
    grade: doublePrecision(),
    degreeFamily: text(),
    workMonths: smallint(),
    intake: text(),
    /** The groups that decide "similar" (docs/fit-and-chances.md#similar-profiles), kept with the snapshot. */
    testBand: text().notNull().default('none'),
    gradeBand: text().notNull().default('none'),
    familyBand: text().notNull().default('none'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_outcomes_user_course_unique').on(t.userId, t.courseId),
    check('course_outcomes_result', sql`${t.result} IN ('admitted', 'rejected', 'waitlisted')`),
    check('course_outcomes_source', sql`${t.source} IN ('platform', 'student')`),
    check('course_outcomes_sample_has_no_student', sql`(${t.userId} IS NULL) = ${t.isSample}`),
    index('course_outcomes_counted_idx')
      .on(t.courseId, t.testBand, t.gradeBand, t.familyBand)
      .where(sql`${t.shared} AND ${t.verified}`),
    index('course_outcomes_application_idx').on(t.admissionApplicationId),
  ],
);

// ---------------------------------------------------------------- privacy: data export

/**
 * A student's "Download my data" (docs/privacy.md#export): one row per request. A job builds the
 * ZIP into `data_export_parts`; the row stays after the file is deleted (status 'expired') so
 * admins see when she asked and when it was ready. One being prepared at a time per student.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    exportId: serial().primaryKey(),
    userId: ownedByUser(),
    /** DATA_EXPORT_STATUSES: preparing, ready, expired, failed. */
    status: text().$type<'preparing' | 'ready' | 'expired' | 'failed'>().notNull().default('preparing'),
    requestedAt: createdAt(),
    readyAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set with readyAt: DATA_EXPORT_HOURS later the file is deleted and the link answers 410. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    byteSize: integer(),
    /** The last time she downloaded it (each download is also in the audit log). */
    downloadedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.exportId),
    uniqueIndex('data_exports_one_preparing').on(t.userId).where(sql`${t.status} = 'preparing'`),
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check('data_exports_status_known', sql`${t.status} in ('preparing', 'ready', 'expired', 'failed')`),
  ],
);

/**
 * The ZIP of an export, in pieces of about a megabyte written as the job streams it, so neither
 * building nor downloading holds the whole file in memory (like documents, in the database:
 * docs/decisions/003-images-in-the-database.md).
 */
export const dataExportParts = pgTable(
  'data_export_parts',
  {
    partId: serial().primaryKey(),
    exportId: integer()
      .notNull()
      .references(() => dataExports.exportId, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [uniqueIndex('data_export_parts_seq_unique').on(t.exportId, t.seq)],
);

// ---------------------------------------------------------------- scholarships

/**
 * What scholarships ask that a study profile does not hold (docs/money-and-visas.md#scholarships):
 * citizenship, date of birth, family income, category and gender, each optional. Her own; only
 * the matching reads them.
 */
export const scholarshipDetails = pgTable(
  'scholarship_details',
  {
    userId: onePerUser(),
    indianCitizen: boolean(),
    dateOfBirth: date({ mode: 'string' }),
    familyIncomeInr: bigint({ mode: 'number' }),
    category: text(),
    gender: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'scholarship_details_category_known',
      sql`${t.category} in ('general', 'ews', 'obc', 'sc', 'st', 'dnt')`,
    ),
    check('scholarship_details_gender_known', sql`${t.gender} in ('female', 'male', 'other')`),
  ],
);

/** The scholarships a student saved; the id is the record's id in reference-data/scholarships.json. */
export const savedScholarships = pgTable(
  'saved_scholarships',
  {
    userId: ownedByUser(),
    scholarshipId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_scholarships_unique').on(t.userId, t.scholarshipId)],
);

/**
 * One row per scholarship reminder sent: each (student, scholarship, deadline, threshold) reminds
 * once, as deadline_reminders does for courses (docs/planning.md#deadlines-and-reminders).
 */
export const scholarshipReminders = pgTable(
  'scholarship_reminders',
  {
    reminderId: serial().primaryKey(),
    userId: ownedByUser(),
    scholarshipId: text().notNull(),
    deadline: date({ mode: 'string' }).notNull(),
    ...reminderSent(),
  },
  (t) => [
    uniqueIndex('scholarship_reminders_once').on(t.userId, t.scholarshipId, t.deadline, t.thresholdDays),
  ],
);

/**
 * The post-offer steps a student has ticked on an accepted application, one row per ticked step
 * (docs/money-and-visas.md#proof-of-funds-and-visa-steps). The steps themselves come from the
 * route in visa-routes.json; only the tick and its day are stored.
 */
export const postOfferSteps = pgTable(
  'post_offer_steps',
  {
    postOfferStepId: serial().primaryKey(),
    admissionApplicationId: ofApplication(),
    stepKey: text().notNull(),
    doneAt: createdAt(),
  },
  (t) => [uniqueIndex('post_offer_steps_unique').on(t.admissionApplicationId, t.stepKey)],
);

/**
 * One row per post-offer reminder sent: each (application, step, target day, threshold) reminds
 * once, as deadline_reminders does for courses (docs/money-and-visas.md#post-offer-checklist).
 */
export const postOfferReminders = pgTable(
  'post_offer_reminders',
  {
    reminderId: serial().primaryKey(),
    admissionApplicationId: ofApplication(),
    stepKey: text().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    ...reminderSent(),
  },
  (t) => [
    uniqueIndex('post_offer_reminders_once').on(
      t.admissionApplicationId,
      t.stepKey,
      t.dueOn,
      t.thresholdDays,
    ),
  ],
);

/**
 * Curated records (scholarships, lenders, visa routes) added or edited in the console
 * (docs/money-and-visas.md#curated-records): one row per kind and key, the whole record as the
 * kind's contract schema checks it, and the version an update must name (optimistic concurrency).
 * Whether a row or the committed file's record of the same key is shown is db/curated.ts's rule.
 */
export const curatedRecords = pgTable(
  'curated_records',
  {
    kind: text().notNull(),
    key: text().notNull(),
    record: jsonb().$type<Record<string, unknown>>().notNull(),
    version: integer().notNull(),
    updatedBy: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
