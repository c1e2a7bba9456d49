/** The console's addresses for the contact messages (admins). */
export const contactConsolePaths = {
  inbox: '/admin/inbox',
  inboxMessage: (contactMessageId: number | string) => `/admin/inbox/${contactMessageId}`,
};
