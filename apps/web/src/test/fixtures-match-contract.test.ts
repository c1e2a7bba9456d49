import {
  admissionApplicationSchema,
  authUserSchema,
  chatMessageSchema,
  collegeSchema,
  commentItemSchema,
  commentReplySchema,
  communitySchema,
  contactMessageReceiptSchema,
  countryCardPageSchema,
  countryCardSchema,
  courseCategorySchema,
  courseListItemPageSchema,
  courseListItemSchema,
  courseSearchResultSchema,
  dataSourcesSchema,
  documentQueuePageSchema,
  milestoneSchema,
  milestoneStatusItemSchema,
  myOutcomesSchema,
  notificationItemSchema,
  packageApplicationSchema,
  packageListSchema,
  packageSchema,
  postSchema,
  schoolSchema,
  shortlistItemSchema,
  staffApplicationDetailSchema,
  staffApplicationPageSchema,
  staffApplicationRowSchema,
  staffApplicationSchema,
  staffChatPageSchema,
  staffCountersSchema,
  staffDashboardSchema,
  staffStudentDetailSchema,
  staffStudentPageSchema,
  studentFactsSchema,
  testScoreFieldsSchema,
  testScoreSchema,
  universityCardPageSchema,
  universityCardSchema,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeApplication, noOutcomes } from './fixtures/applications';
import {
  category,
  country,
  course,
  courseSearchResult,
  dataSources,
  page,
  university,
} from './fixtures/catalogue';
import { chatMessage } from './fixtures/chat';
import { comment, community, post, reply } from './fixtures/communities';
import {
  counters,
  dashboard,
  documentQueueItem,
  staffApplication,
  staffApplicationDetail,
  staffApplicationRow,
  staffChat,
  studentDetail,
  studentRow,
  TEST_ADMIN,
  TEST_ADVISOR,
} from './fixtures/console';
import { contactReceipt } from './fixtures/contact';
import { journeyFacts, verdictCases } from './fixtures/eligibility';
import { notification } from './fixtures/notifications';
import { advantagePackage, packages, starterApplication } from './fixtures/packages';
import { college, gmatScore, ieltsScore, otherScore, school } from './fixtures/profile';
import { shortlistItem } from './fixtures/shortlist';
import { milestone, milestoneStatus } from './fixtures/timeline';
import { authUser, TEST_STUDENT } from './fixtures/users';

/**
 * The web tests answer with these fixtures in place of the server. Each must be an answer the
 * server could give, so a contract change that the fixtures miss fails here rather than leaving
 * the web tests green against answers that no longer exist.
 * One row per fixture: [what it is, the contract schema of that answer, the fixture].
 */
const fixtures: Array<[name: string, schema: z.ZodType, value: unknown]> = [
  ['auth: user', authUserSchema, authUser()],
  ['auth: the test student', authUserSchema, TEST_STUDENT],
  ['applications: admission application', admissionApplicationSchema, makeApplication()],
  ['applications: no outcomes yet', myOutcomesSchema, noOutcomes()],
  [
    'applications: accepted application',
    admissionApplicationSchema,
    makeApplication({ status: 'Accepted', remark: 'Welcome' }),
  ],
  ['catalogue: country card', countryCardSchema, country(1)],
  ['catalogue: university card', universityCardSchema, university(1)],
  ['catalogue: course list item', courseListItemSchema, course(1)],
  [
    'catalogue: course list item without fee or deadline, featured',
    courseListItemSchema,
    course(2, { fee: null, applicationDeadline: null, isFeatured: true }),
  ],
  ['catalogue: course category', courseCategorySchema, category(1, 'Computer Science & IT', 2)],
  ['catalogue: page of countries', countryCardPageSchema, page([country(1), country(2)], 1, 2, 5)],
  ['catalogue: page of universities', universityCardPageSchema, page([university(1)], 1, 12, 1)],
  ['catalogue: page of courses', courseListItemPageSchema, page([course(1)], 2, 1, 3)],
  ['catalogue: course search without words', courseSearchResultSchema, courseSearchResult([course(1)])],
  ['catalogue: data sources', dataSourcesSchema, dataSources()],
  [
    'catalogue: course search that read a level and a country from the words',
    courseSearchResultSchema,
    courseSearchResult([course(1)], {
      understood: {
        courseType: 'Postgraduate',
        countryId: 5,
        countryName: 'Germany',
        terms: ['computer science'],
      },
    }),
  ],
  [
    'catalogue: course search that read a budget and a misspelling, with a tuition-only course',
    courseSearchResultSchema,
    courseSearchResult(
      [course(1), { ...course(2), firstYearTuitionOnly: true, nextDeadline: null, qsRank: null }],
      {
        understood: {
          terms: ['computer science'],
          budget: { maxInr: 2_000_000, words: 'under 20 lakh', cheap: false },
          corrections: [{ from: 'sciense', to: 'science' }],
          showingResultsFor: 'computer science under 20 lakh',
        },
      },
    ),
  ],
  ['chat: message', chatMessageSchema, chatMessage(1)],
  [
    'chat: message with an image',
    chatMessageSchema,
    chatMessage(2, { image: 'uploads/x.webp', isRead: true }),
  ],
  ['communities: joined community', communitySchema, community(1, 'Study in Canada', true)],
  ['communities: community never joined', communitySchema, community(2, 'Study in the UK', false)],
  ['communities: post', postSchema, post(9)],
  [
    'communities: comment with a reply',
    commentItemSchema,
    comment(1, 'Which intake?', 'Sneha Reddy', [reply(2, 1, 'Fall', 'A')]),
  ],
  ['communities: reply', commentReplySchema, reply(2, 1, 'Fall', 'Aarav Patel')],
  ['console: the advisor', authUserSchema, TEST_ADVISOR],
  ['console: the admin', authUserSchema, TEST_ADMIN],
  ['console: counters', staffCountersSchema, counters()],
  ['console: dashboard', staffDashboardSchema, dashboard()],
  ['console: application row', staffApplicationSchema, staffApplication()],
  [
    'console: application row without an advisor',
    staffApplicationSchema,
    staffApplication({ advisor: null }),
  ],
  ['console: page of applications', staffApplicationPageSchema, page([staffApplicationRow()], 1, 20, 1)],
  [
    'console: application row with documents waiting and a deadline',
    staffApplicationRowSchema,
    staffApplicationRow({ documentsWaiting: 2, nextDeadline: '2026-12-06' }),
  ],
  ['console: the review queue', documentQueuePageSchema, page([documentQueueItem()], 1, 50, 1)],
  ['console: application with history and profile', staffApplicationDetailSchema, staffApplicationDetail()],
  ['console: page of students', staffStudentPageSchema, page([studentRow(7, 'Asha Rao')], 1, 20, 1)],
  ['console: student page', staffStudentDetailSchema, studentDetail()],
  [
    'console: page of chats, one never written in',
    staffChatPageSchema,
    page(
      [staffChat(907), staffChat(908, { unreadCount: 0, lastMessage: null, lastMessageAt: null })],
      1,
      50,
      2,
    ),
  ],
  ['contact: receipt', contactMessageReceiptSchema, contactReceipt],
  ['notifications: notification', notificationItemSchema, notification(1)],
  [
    'notifications: notification without a sender',
    notificationItemSchema,
    notification(2, { Sender: null, link: '/timeline' }),
  ],
  ['packages: list', packageListSchema, { data: packages, total: packages.length }],
  ['packages: package card', packageSchema, advantagePackage],
  ['packages: application', packageApplicationSchema, starterApplication],
  ['profile: school with a percentage', schoolSchema, school()],
  ['profile: school without marks', schoolSchema, school({ gradeScale: null, grade: null })],
  ['profile: college with a CGPA', collegeSchema, college()],
  ['profile: IELTS score', testScoreSchema, ieltsScore()],
  ['profile: GMAT score with a percentile', testScoreSchema, gmatScore()],
  ['profile: score of another test', testScoreSchema, otherScore()],
  ['eligibility: the facts of the journey student', studentFactsSchema, journeyFacts],
  ['shortlist: item without requirements', shortlistItemSchema, shortlistItem(1)],
  [
    'shortlist: item with entry requirements',
    shortlistItemSchema,
    shortlistItem(2, { entryRequirements: verdictCases.notMet }),
  ],
  ['timeline: milestone', milestoneSchema, milestone(10, 1)],
  ['timeline: milestone status', milestoneStatusItemSchema, milestoneStatus(11, 'Complete', 'Call booked')],
];

describe('web test fixtures match the contract', () => {
  it.each(fixtures)('%s', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues ?? []).toEqual([]);
    // Parsing drops what the contract does not name, as the server's serialiser does: nothing may go.
    expect(result.data).toEqual(value);
  });

  it('catches a fixture that drifts: a wrong type, a missing field, or a field the server never sends', () => {
    const wrongType = chatMessageSchema.safeParse({ ...chatMessage(1), createdAt: 'yesterday' });
    expect(wrongType.error?.issues.map((issue) => issue.path)).toEqual([['createdAt']]);
    const { type: _type, ...withoutType } = notification(1);
    const missing = notificationItemSchema.safeParse(withoutType);
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['type']]);
    const extra = { ...post(9), authorName: 'Isha' };
    expect(postSchema.parse(extra)).not.toEqual(extra);
  });
});

describe('test score fixtures', () => {
  it.each([ieltsScore(), gmatScore(), otherScore()])(
    '$testName is a score the rules keep as it is',
    (score) => {
      const { testScoreId: _id, userId: _user, ...values } = score;
      expect(testScoreFieldsSchema.parse(values)).toEqual(values);
    },
  );
});
