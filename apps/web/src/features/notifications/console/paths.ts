/** The console's addresses for notifying students and for the outgoing emails (the outbox). */
export const notificationConsolePaths = {
  notify: '/admin/notify',
  outbox: '/admin/outbox',
};
