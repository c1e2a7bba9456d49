/**
 * Every query key of the applications starts with this; apart from the queries, so the app's
 * real-time layer (in the first load) can refresh them without loading them.
 */
export const applicationsQueryKey = ['applications'] as const;
