import type { NotificationItem } from '@edupath/contract';

export const notification = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  notificationId: id,
  message: `Message ${id}`,
  createdAt: '2026-03-02T09:30:00.000Z',
  isRead: false,
  type: 'application.status',
  link: null,
  Sender: { name: 'Arjun Mehta', profileImage: null },
  ...overrides,
});
