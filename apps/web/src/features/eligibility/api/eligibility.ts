import { type CourseSearchQuery, eligibilityEndpoints as E } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

/**
 * The signed-in student's facts (scores, qualifications, grades, work) that every eligibility
 * check on a page reads (docs/fit-and-chances.md). One query per page, shared by every card;
 * null for a visitor or staff.
 */
export function useStudentFacts(enabled = true) {
  const { user } = useAuth();
  const student = user?.role === 'student';
  const facts = useQuery({
    queryKey: ['eligibility', 'facts', user?.userId],
    queryFn: async ({ signal }) => (await call(E.facts, { signal })).data,
    enabled: student && enabled,
    // Her profile changes on /profile; a page opened later asks again.
    staleTime: 30_000,
  });
  return { student, facts: student ? (facts.data ?? null) : null, isPending: student && facts.isPending };
}

/** Course search limited to the courses she is eligible for (the server applies it). */
export function useEligibleCourseSearch(query: CourseSearchQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['eligibility', 'course-search', query],
    queryFn: async ({ signal }) => (await call(E.search, { query, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
