import { z } from 'zod';
import { entryRequirementsSchema } from './entry-requirements';
import { bodyId, idListParam, idParam, timestampSchema } from './fields';
import { factProvenanceSchema } from './provenance';
import { SHORTLIST_MAX } from './shortlist-constants';

const id = z.number().int().positive();

/** PUT and DELETE /shortlist/{courseId} */
export const shortlistParamsSchema = z.object({ courseId: idParam('courseId') });

/** POST /shortlist/merge: a visitor's browser list joins the account's on sign-in. */
export const shortlistMergeSchema = z.object({
  courseIds: z
    .array(
      bodyId(
        'courseIds',
        'courseIds must be a list of numbers',
        'courseIds must be a list of numbers',
        'courseIds holds a number that is not a valid id',
      ),
      { error: 'courseIds must be a list of numbers' },
    )
    .max(SHORTLIST_MAX, { error: `courseIds may hold at most ${SHORTLIST_MAX} courses` }),
});
export type ShortlistMergeInput = z.input<typeof shortlistMergeSchema>;

/** GET /shortlist/courses?courseIds=1,2,3: a visitor's browser list, looked up (public). */
export const shortlistLookupQuerySchema = z.object({
  courseIds: idListParam('courseIds', SHORTLIST_MAX, `courseIds may hold at most ${SHORTLIST_MAX} courses`),
});
export type ShortlistLookupQuery = z.input<typeof shortlistLookupQuerySchema>;

export const nextDeadlineSchema = z.object({
  deadline: z.iso.date(),
  daysLeft: z.number().int(),
  intakeLabel: z.string(),
  currentIntake: z.boolean(),
});

/** What the shortlist shows of a course: enough for a card, its deadline and a compare link. */
export const shortlistCourseSchema = z.object({
  courseId: id,
  courseName: z.string(),
  courseType: z.string(),
  duration: z.string(),
  fee: z.number().int().nonnegative().nullable(),
  currency: z.string(),
  currencyCode: z.string().length(3),
  /**
   * About how much the fee is in rupees, and the reference rate behind it (docs/planning.md#shortlist);
   * null without a fee or a rate. Optional for answers from before it was sent.
   */
  feeInr: z.number().int().nonnegative().nullable().optional(),
  inrRate: z
    .object({ inrPerUnit: z.number().positive(), date: z.iso.date(), source: z.string() })
    .nullable()
    .optional(),
  /** Where the fee comes from, for its compact label (docs/catalogue.md#provenance); null: not recorded. */
  feeProvenance: factProvenanceSchema.nullable().optional(),
  intake: z.string().nullable(),
  intakeStart: z.iso.date().nullable(),
  applicationDeadline: z.iso.date().nullable(),
  /**
   * Structured entry requirements, for the eligibility badge (docs/fit-and-chances.md); null: none
   * stated. Optional for answers from before it was sent.
   */
  entryRequirements: entryRequirementsSchema.nullable().optional(),
  UniversityModel: z.object({ universityId: id, universityName: z.string() }),
  CountryModel: z.object({ countryId: id, countryName: z.string() }),
});
export type ShortlistCourse = z.infer<typeof shortlistCourseSchema>;

export const shortlistItemSchema = z.object({
  courseId: id,
  /** When it was shortlisted; null in a visitor's lookup (the browser keeps that). */
  addedAt: timestampSchema.nullable(),
  course: shortlistCourseSchema,
  nextDeadline: nextDeadlineSchema.nullable(),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

export const shortlistRemovedSchema = z.object({ removed: z.boolean() });

/** GET /deadlines: the next deadline of each shortlisted course and each open application. */
export const upcomingDeadlineSchema = z.object({
  courseId: id,
  courseName: z.string(),
  universityName: z.string(),
  deadline: z.iso.date(),
  daysLeft: z.number().int(),
  intakeLabel: z.string(),
  currentIntake: z.boolean(),
  shortlisted: z.boolean(),
  admissionApplicationId: id.nullable(),
});
export type UpcomingDeadline = z.infer<typeof upcomingDeadlineSchema>;

/** GET /deadlines/{courseId}/calendar.ics: one deadline of the student's, as a calendar file. */
export const deadlineCalendarParamsSchema = z.object({ courseId: idParam('courseId') });

/**
 * GET /calendar-feed: whether the student's private deadlines feed is on. Its address holds a
 * secret that the server keeps only as a hash, so it is in the answer of POST /calendar-feed
 * alone, once (docs/planning.md#deadlines-in-a-calendar).
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  /** When the current address was made; null while the feed is off. */
  createdAt: timestampSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /calendar-feed: a new address (the previous one, if any, stops working). */
export const calendarFeedCreatedSchema = calendarFeedSchema.extend({
  /** '/api/v1/calendar/{secret}.ics', to put after the site's origin. */
  feedPath: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** GET /calendar/{token}.ics: public, answered as text/calendar; the token is all it needs. */
export const calendarFeedParamsSchema = z.object({ file: z.string() });
