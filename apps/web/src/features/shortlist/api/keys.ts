/** The signed-in student's shortlist (GET /shortlist). */
export const shortlistQueryKey = ['shortlist'] as const;
/** A visitor's browser list, looked up by course ids. */
export const shortlistLookupKey = (courseIds: number[]) =>
  ['shortlist', 'lookup', courseIds.join(',')] as const;
/** Upcoming deadlines of shortlisted and applied courses (GET /deadlines). */
export const deadlinesQueryKey = ['deadlines'] as const;
/** Whether the student's private calendar address is on (GET /calendar-feed). */
export const calendarFeedQueryKey = ['calendar-feed'] as const;
