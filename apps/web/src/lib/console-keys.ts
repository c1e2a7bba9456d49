/**
 * Every console query key starts with this, whichever feature owns the page, so one staff action
 * (a role change, a reassignment) can refresh all the console's lists at once. A console view of
 * a domain the student also sees (applications, students, chats) uses that domain's own keys, so
 * both faces refresh through the same ones (docs/architecture.md).
 */
export const adminRootKey = ['admin'] as const;

/**
 * The header's counters and the nav's badges belong to the console's shell (features/admin), but
 * the domains' actions that change them (a document reviewed, a report moderated, a contact message
 * handled) refresh them too: here, both import them without a domain importing the shell, which
 * mounts the domains' pages.
 */
export const consoleCountersKey = [...adminRootKey, 'counters'] as const;
export const consoleBadgesKey = [...adminRootKey, 'admin-badges'] as const;
