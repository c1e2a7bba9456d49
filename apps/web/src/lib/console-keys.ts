/**
 * Every console query key starts with this, whichever feature owns the page, so one staff action
 * (a role change, a reassignment) can refresh all the console's lists at once. A console view of
 * a domain the student also sees (applications, students, chats) uses that domain's own keys, so
 * both faces refresh through the same ones (docs/architecture.md).
 */
export const adminRootKey = ['admin'] as const;
