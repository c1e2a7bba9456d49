import {
  admissionApplicationSchema,
  authUserSchema,
  chatMessageSchema,
  commentItemSchema,
  commentReplySchema,
  communitySchema,
  milestoneSchema,
  milestoneStatusItemSchema,
  notificationItemSchema,
  postSchema,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeApplication } from '../features/applications/testing/fixtures';
import { authUser } from '../features/auth/testing/fixtures';
import { chatMessage } from '../features/chat/testing/fixtures';
import { comment, community, post, reply } from '../features/communities/testing/fixtures';
import { notification } from '../features/notifications/testing/fixtures';
import { milestone, milestoneStatus } from '../features/timeline/testing/fixtures';

/**
 * The web tests answer with these fixtures in place of the server. Each must be an answer the
 * server could give, so a contract change that the fixtures miss fails here rather than leaving
 * the web tests green against answers that no longer exist.
 */
const fixtures: Array<[name: string, schema: z.ZodType, value: unknown]> = [
  ['auth user', authUserSchema, authUser()],
  ['admission application', admissionApplicationSchema, makeApplication()],
  [
    'accepted application',
    admissionApplicationSchema,
    makeApplication({ status: 'Accepted', remark: 'Welcome' }),
  ],
  ['milestone', milestoneSchema, milestone(10, 1)],
  ['milestone status', milestoneStatusItemSchema, milestoneStatus(11, 'Complete', 'Call booked')],
  ['notification', notificationItemSchema, notification(1)],
  [
    'notification without a sender',
    notificationItemSchema,
    notification(2, { Sender: null, link: '/timeline' }),
  ],
  ['chat message', chatMessageSchema, chatMessage(1)],
  [
    'chat message with an image',
    chatMessageSchema,
    chatMessage(2, { image: 'uploads/x.webp', isRead: true }),
  ],
  ['joined community', communitySchema, community(1, 'Study in Canada', true)],
  ['community never joined', communitySchema, community(2, 'Study in the UK', false)],
  ['post', postSchema, post(9)],
  [
    'comment with a reply',
    commentItemSchema,
    comment(1, 'Which intake?', 'Sneha Reddy', [reply(2, 1, 'Fall', 'A')]),
  ],
  ['reply', commentReplySchema, reply(2, 1, 'Fall', 'Aarav Patel')],
];

describe('web test fixtures match the contract (auth, applications, timeline, notifications, communities, chat)', () => {
  it.each(fixtures)('%s', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues ?? []).toEqual([]);
    // Parsing drops what the contract does not name, as the server's serialiser does: nothing may go.
    expect(result.data).toEqual(value);
  });

  it('catches a fixture that drifts: a wrong type, or a field the server never sends', () => {
    const wrongType = chatMessageSchema.safeParse({ ...chatMessage(1), createdAt: 'yesterday' });
    expect(wrongType.error?.issues.map((issue) => issue.path)).toEqual([['createdAt']]);
    const extra = { ...post(9), authorName: 'Isha' };
    expect(postSchema.parse(extra)).not.toEqual(extra);
  });
});
