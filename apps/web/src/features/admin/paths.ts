/** The console's addresses, below /admin. */
export const adminPaths = {
  dashboard: '/admin',
  login: '/admin/login',
  applications: '/admin/applications',
  application: (applicationId: number | string) => `/admin/applications/${applicationId}`,
  students: '/admin/students',
  student: (userId: number | string) => `/admin/students/${userId}`,
  chats: '/admin/chats',
  chat: (chatId: number | string) => `/admin/chats/${chatId}`,
  notify: '/admin/notify',
} as const;

/**
 * Where a sign-in may send someone back to: a console address only, so a crafted
 * ?next= can never lead outside the console (or outside the site).
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.startsWith(adminPaths.login))
    return adminPaths.dashboard;
  return next;
}

/** The sign-in address that comes back to `here` afterwards. */
export const loginPathFor = (here: string) =>
  here === adminPaths.dashboard ? adminPaths.login : `${adminPaths.login}?next=${encodeURIComponent(here)}`;
