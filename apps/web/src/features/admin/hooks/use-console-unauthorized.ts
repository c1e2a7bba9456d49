import { useEffect } from 'react';
import { unauthorizedHandler } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * While the console is open, a 401 (the session ended or was revoked) only signs out: the guard
 * then sends the staff member to the console's own door, which brings them back to this page,
 * instead of the student's /login. Kept here, not in the api client, so the student site's first
 * load carries none of it.
 */
export function useConsoleUnauthorized() {
  useEffect(() => {
    const studentSite = unauthorizedHandler.handle;
    unauthorizedHandler.handle = () => authStorage.clear();
    return () => {
      unauthorizedHandler.handle = studentSite;
    };
  }, []);
}
