import { paths } from '../../lib/paths';

/**
 * The console's doors, outside its layout (docs/console.md): the staff sign-in, the page a new or
 * reset staff member's invitation link opens, and the password change a temporary password
 * leads to. The console's other addresses are its own (features/admin/paths.ts gathers them).
 */
export const consoleAuthPaths = {
  login: paths.adminLogin,
  changePassword: '/admin/change-password',
  invite: (token: string) => `/admin/invite/${token}`,
} as const;

/**
 * Where a sign-in may send someone back to: a console address only, so a crafted
 * ?next= can never lead outside the console (or outside the site).
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.startsWith(consoleAuthPaths.login))
    return paths.admin;
  return next;
}

/** The sign-in address that comes back to `here` afterwards. */
export const loginPathFor = (here: string) =>
  here === paths.admin
    ? consoleAuthPaths.login
    : `${consoleAuthPaths.login}?next=${encodeURIComponent(here)}`;
