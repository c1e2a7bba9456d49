import { NOTIFICATION_TYPES, type NotificationItem } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { notify } from './index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const send = (userId: number, message: string, senderId?: number) =>
  inTransaction(t.database.db, t.app.events, (uow) =>
    notify(uow, { userId, senderId, type: NOTIFICATION_TYPES.broadcast, message }),
  );

describe('notifications', () => {
  it('lists own notifications newest first with the sender, counts unread, marks read and clears', async () => {
    const a = await signedIn(t.database.db, api);
    const b = await signedIn(t.database.db, api);
    const advisor = await signedIn(t.database.db, api, 'advisor');
    await send(a.user.userId, 'first', advisor.user.userId);
    await send(a.user.userId, 'second');
    await send(b.user.userId, 'for b only');

    const list = await api.get<NotificationItem[]>('notification/notifications', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((n) => n.message)).toEqual(['second', 'first']);
    expect(list.body.data[1]!.Sender?.name).toBe(advisor.user.name);
    expect(list.body.data[0]!.Sender).toBeNull();

    expect(
      (await api.get<{ count: number }>('notification/unread-count', { token: a.token })).body.data.count,
    ).toBe(2);
    await api.post('notification/read-all', { token: a.token });
    expect(
      (await api.get<{ count: number }>('notification/unread-count', { token: a.token })).body.data.count,
    ).toBe(0);

    // Clearing A's list leaves B's alone.
    expect((await api.delete('notification/notifications', { token: a.token })).status).toBe(200);
    expect(
      (await api.get<unknown[]>('notification/notifications', { token: a.token })).body.data,
    ).toHaveLength(0);
    expect(
      (await api.get<unknown[]>('notification/notifications', { token: b.token })).body.data,
    ).toHaveLength(1);
  });

  it("cannot mark another user's notification as read", async () => {
    const a = await signedIn(t.database.db, api);
    const b = await signedIn(t.database.db, api);
    const item = await send(a.user.userId, 'private');
    const answer = await api.post(`notification/${item.notificationId}/read`, { token: b.token });
    expect(answer.status).toBe(404);
    expect(
      (await api.get<{ count: number }>('notification/unread-count', { token: a.token })).body.data.count,
    ).toBe(1);
  });

  it('publishes only after commit: a rolled-back event leaves no row and pushes nothing', async () => {
    const a = await signedIn(t.database.db, api);
    const pushed: number[] = [];
    const stop = t.app.events.subscribe('notification.created', ({ userId }) => pushed.push(userId));
    await expect(
      inTransaction(t.database.db, t.app.events, async (uow) => {
        await notify(uow, {
          userId: a.user.userId,
          type: NOTIFICATION_TYPES.broadcast,
          message: 'rolled back',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await send(a.user.userId, 'kept');
    stop();
    expect(pushed).toEqual([a.user.userId]);
    const list = await api.get<NotificationItem[]>('notification/notifications', { token: a.token });
    expect(list.body.data.map((n) => n.message)).toEqual(['kept']);
  });

  it('requires sign-in', async () => {
    expect((await api.get('notification/notifications')).status).toBe(401);
    expect((await api.delete('notification/notifications')).status).toBe(401);
  });
});
