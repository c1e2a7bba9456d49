/**
 * Every query key of the applications (the list and each application) starts with this; apart
 * from the queries, so the app's real-time layer (in the first load) can refresh them without
 * loading them.
 */
export const applicationsQueryKey = ['applications'] as const;

/**
 * Which courses the student applied to. Apart from the applications' root: a decision on an
 * application refreshes the applications, never this (it changes only when the student applies).
 */
export const appliedCoursesQueryKey = ['applied-courses'] as const;

/**
 * The console's applications (staff only), under the same root as the student's: whatever
 * refreshes the applications refreshes the staff's lists and pages too.
 */
export const staffApplicationKeys = {
  all: [...applicationsQueryKey, 'staff'] as const,
  list: (filters: object) => [...applicationsQueryKey, 'staff', 'list', filters] as const,
  one: (admissionApplicationId: number) =>
    [...applicationsQueryKey, 'staff', admissionApplicationId] as const,
};
