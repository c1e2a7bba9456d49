import { type ShortlistItem, shortlistEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { shortlistLookupKey, shortlistQueryKey } from './keys';
import { useLocalShortlist } from './local-shortlist';

export const getShortlist = async () => (await call(shortlistEndpoints.list)).data;

const lookupCourses = async (courseIds: number[]) =>
  (await call(shortlistEndpoints.lookup, { query: { courseIds: courseIds.join(',') } })).data;

/** Who keeps a shortlist where: a student on the server, a visitor in the browser, staff none. */
export function useShortlistOwner(): 'student' | 'visitor' | 'none' {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return 'visitor';
  return user?.role === 'student' ? 'student' : 'none';
}

/** The signed-in student's shortlist (the hearts and /shortlist share it). */
export function useServerShortlist() {
  const owner = useShortlistOwner();
  return useQuery({ queryKey: shortlistQueryKey, queryFn: getShortlist, enabled: owner === 'student' });
}

/** The ids on the shortlist, wherever it is kept: what each heart needs. */
export function useShortlistedIds(): { ids: Set<number>; ready: boolean } {
  const owner = useShortlistOwner();
  const server = useServerShortlist();
  const local = useLocalShortlist();
  if (owner === 'visitor') return { ids: new Set(local.map((e) => e.courseId)), ready: true };
  return { ids: new Set(server.data?.map((i) => i.courseId) ?? []), ready: !!server.data };
}

/** How many courses are on the shortlist, wherever it is kept: the header's heart shows it. */
export function useShortlistCount(): number {
  return useShortlistedIds().ids.size;
}

/** The whole shortlist with course details and deadlines: the account's, or the browser's looked up. */
export function useShortlistItems() {
  const owner = useShortlistOwner();
  const server = useServerShortlist();
  const local = useLocalShortlist();
  const ids = local.map((e) => e.courseId);
  const lookup = useQuery({
    queryKey: shortlistLookupKey(ids),
    queryFn: () => lookupCourses(ids),
    enabled: owner === 'visitor' && ids.length > 0,
    placeholderData: (previous) => previous,
  });
  if (owner === 'student') return server;
  if (ids.length === 0) return { ...lookup, data: [] as ShortlistItem[], isPending: false, isError: false };
  const wanted = new Set(ids);
  // Keeps the page in step with the browser list while a new lookup loads.
  const data = lookup.data?.filter((item) => wanted.has(item.courseId));
  return { ...lookup, data };
}
