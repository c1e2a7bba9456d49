import { shortlistEndpoints } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { deadlinesQueryKey, shortlistQueryKey } from './keys';
import { localShortlist, useLocalShortlist } from './local-shortlist';

const mergeShortlist = async (courseIds: number[]) =>
  (await call(shortlistEndpoints.merge, { body: { courseIds } })).data;

/** One merge at a time in this tab (two renders, or sign-in while a merge is on its way). */
let inFlight: Promise<void> | null = null;

/**
 * Once a student is signed in (login, sign-up then login, another tab), the browser's list joins
 * the account and leaves the browser (docs/planning.md#shortlist). The server skips what is
 * already there, so a repeat after a lost answer does no harm; a failure keeps the browser's list
 * for the next try.
 */
export function useShortlistSync() {
  const { user } = useAuth();
  const local = useLocalShortlist();
  const queryClient = useQueryClient();
  const isStudent = user?.role === 'student';
  useEffect(() => {
    if (!isStudent || local.length === 0 || inFlight) return;
    const courseIds = local.map((e) => e.courseId);
    inFlight = mergeShortlist(courseIds)
      .then((answer) => {
        localShortlist.forget(courseIds);
        queryClient.setQueryData(shortlistQueryKey, answer.items);
        void queryClient.invalidateQueries({ queryKey: deadlinesQueryKey });
      })
      .catch(() => {
        // Kept in the browser; the next page load tries again.
      })
      .finally(() => {
        inFlight = null;
      });
  }, [isStudent, local, queryClient]);
}
