import { NOTIFICATION_TYPES } from '@edupath/contract/notification-types';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesQueryKey } from '../features/chat/index';
import { unreadCountQueryKey } from '../features/notifications/index';
import { authStorage } from '../lib/auth-storage';
import { chatMessage } from '../test/fixtures/chat';
import { notification as makeNotification } from '../test/fixtures/notifications';
import { renderPage } from '../test/render-page';
import { RealtimeProvider } from './realtime-provider';

/** Stands in for the Socket.IO client: records listeners and lets the test fire server events. */
const fake = await vi.hoisted(async () => {
  const { fakeSocket } = await import('../test/fake-socket');
  return { socket: fakeSocket() };
});

vi.mock('../lib/realtime', () => ({
  connectRealtime: vi.fn(),
  disconnectRealtime: vi.fn(),
  useRealtimeSocket: () => fake.socket,
}));
const realtime = await import('../lib/realtime');

const notification = makeNotification(1, {
  message: 'Your application was Accepted',
  createdAt: '2026-01-01T10:00:00.000Z',
  Sender: null,
});

/** Starts signed out, as the app does before login. */
const renderProvider = () => renderPage(<RealtimeProvider />, { user: null });

afterEach(() => {
  authStorage.clear();
  vi.clearAllMocks();
});

describe('RealtimeProvider', () => {
  it('connects after sign-in and disconnects on logout', () => {
    renderProvider();
    expect(realtime.connectRealtime).not.toHaveBeenCalled();
    act(() =>
      authStorage.setSession('token-1', {
        userId: 1,
        email: 'a@b.test',
        name: 'A',
        role: 'student',
        profileImage: null,
      }),
    );
    expect(realtime.connectRealtime).toHaveBeenCalledTimes(1);
    act(() => authStorage.clear());
    expect(realtime.disconnectRealtime).toHaveBeenCalledTimes(1);
  });

  it('a live notification bumps the badge count and marks the notification lists stale', () => {
    const { queryClient } = renderProvider();
    queryClient.setQueryData(unreadCountQueryKey, 2);
    queryClient.setQueryData(['notifications', 'list'], [notification]);
    act(() => fake.socket.fire('receiveNotification', { ...notification, notificationId: 2 }));
    expect(queryClient.getQueryData(unreadCountQueryKey)).toBe(3);
    expect(queryClient.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(true);
  });

  it('an application or milestone notification refreshes that page (a decision is announced); others only the bell', async () => {
    const { queryClient } = renderProvider();
    queryClient.setQueryData(['applications'], []);
    queryClient.setQueryData(['timeline', 'statuses', 7], []);
    act(() => fake.socket.fire('receiveNotification', { ...notification, type: 'community.reply' }));
    expect(queryClient.getQueryState(['applications'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['timeline', 'statuses', 7])?.isInvalidated).toBe(false);

    act(() =>
      fake.socket.fire('receiveNotification', {
        ...notification,
        type: 'milestone.status',
        message: 'Visa Interview is now Active',
      }),
    );
    expect(queryClient.getQueryState(['timeline', 'statuses', 7])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['applications'])?.isInvalidated).toBe(false);

    act(() => fake.socket.fire('receiveNotification', { ...notification, type: 'application.status' }));
    expect(queryClient.getQueryState(['applications'])?.isInvalidated).toBe(true);
    expect(await screen.findByText('Your application was Accepted')).toBeInTheDocument();
    // The timeline itself shows a milestone's change; a toast would only repeat it.
    expect(screen.queryByText('Visa Interview is now Active')).not.toBeInTheDocument();
  });

  it('a received message lands in that chat’s cached messages once; a reconnect refetches', () => {
    const { queryClient } = renderProvider();
    queryClient.setQueryData(messagesQueryKey(7), []);
    const message = chatMessage(11, { senderId: 2, message: 'Hello', createdAt: '2026-01-01T10:00:00.000Z' });
    act(() => {
      fake.socket.fire('receiveMessage', message);
      fake.socket.fire('receiveMessage', message);
    });
    expect(queryClient.getQueryData(messagesQueryKey(7))).toEqual([message]);
    // A chat that was never opened is not cached here; it is fetched when opened.
    act(() => fake.socket.fire('receiveMessage', { ...message, chatId: 8 }));
    expect(queryClient.getQueryData(messagesQueryKey(8))).toBeUndefined();

    act(() => fake.socket.io.fire('reconnect'));
    expect(queryClient.getQueryState(messagesQueryKey(7))?.isInvalidated).toBe(true);
  });

  it('an application confirmation refreshes the applications and the applied courses, not the timeline', () => {
    const { queryClient } = renderProvider();
    for (const key of [['applications'], ['applied-courses'], ['timeline', 'milestones']]) {
      queryClient.setQueryData(key, []);
    }
    act(() =>
      fake.socket.fire('receiveNotification', {
        ...notification,
        type: NOTIFICATION_TYPES.applicationSubmitted,
      }),
    );
    expect(queryClient.getQueryState(['applications'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['applied-courses'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['timeline', 'milestones'])?.isInvalidated).toBe(false);
  });

  it("a reply refreshes the open comments and that community's posts only", () => {
    const { queryClient } = renderProvider();
    for (const key of [
      ['communities', 'comments', 3],
      ['communities', 'posts', 12],
      ['communities', 'posts', 13],
    ]) {
      queryClient.setQueryData(key, []);
    }
    act(() =>
      fake.socket.fire('receiveNotification', {
        ...notification,
        type: NOTIFICATION_TYPES.commentReply,
        link: '/communities?community=12',
      }),
    );
    expect(queryClient.getQueryState(['communities', 'comments', 3])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['communities', 'posts', 12])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['communities', 'posts', 13])?.isInvalidated).toBe(false);
  });

  it('on every connection, the first one too, refetches everything a missed notification could have changed', () => {
    const { queryClient } = renderProvider();
    const keys = [
      ['notifications', 'list'],
      ['applications'],
      ['applied-courses'],
      ['timeline', 'milestones'],
      ['communities', 'list'],
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    queryClient.setQueryData(['packages'], []);
    // The page read its data before the socket connected: a change notified in between never came.
    act(() => fake.socket.fire('connect'));
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['packages'])?.isInvalidated).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderProvider();
    expect(fake.socket.count('receiveNotification')).toBe(1);
    unmount();
    expect(fake.socket.count('receiveNotification')).toBe(0);
    expect(fake.socket.count('receiveMessage')).toBe(0);
  });
});
