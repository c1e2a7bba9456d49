/**
 * What EduPath earns from a university and why a course is featured, in the words the public
 * pages show (docs/catalogue.md#neutrality). The console's university form sets the earning; the
 * course form sets the reason for featuring.
 */

export const EARNING_KINDS = ['none', 'commission', 'partnership'] as const;
type EarningKind = (typeof EARNING_KINDS)[number];

export const EARNING_LABELS: Record<EarningKind, string> = {
  none: 'Nothing',
  commission: 'A commission when a student enrols',
  partnership: 'A partnership (paid for promoting the university)',
};

/** 'March 2025' from '2025-03-14': the month is enough, and a day would suggest a precision we lack. */
function formatEarningSince(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The line every university page shows, "none" included. */
export function neutralityLine(earning: EarningKind, since: string | null): string {
  const from = since ? `, since ${formatEarningSince(since)}` : '';
  switch (earning) {
    case 'none':
      return 'EduPath earns nothing from this university.';
    case 'commission':
      return `EduPath is paid a commission by this university when a student enrols${from}.`;
    case 'partnership':
      return `EduPath has a paid partnership with this university${from}.`;
  }
}

/** Beside the line: commission or not, the order of courses and search results is the same. */
export const NEUTRALITY_RANKING_NOTE =
  'What EduPath earns never changes the order of courses or search results.';

/** Beside every featured badge: who chose it, then the admin's reason when there is one. */
export const FEATURED_CHOSEN_BY = 'Chosen by the EduPath team, not paid for by the university';

export function featuredExplanation(reason: string | null | undefined): string {
  return reason ? `${FEATURED_CHOSEN_BY}: ${reason}` : `${FEATURED_CHOSEN_BY}.`;
}

/** How each public list is ordered, said on the page above it (docs/catalogue.md#neutrality). */
export const LIST_ORDER_TEXTS = {
  destinations:
    'Sorted: the destinations students from India pick most come first, then the countries with most universities.',
  countries: 'Sorted by name, A to Z.',
  countryUniversities:
    'Sorted by QS World University Ranking, best first; unranked universities last, by name.',
  countryCourses: "Sorted by the university's QS rank, best first; unranked universities last.",
  universityCourses: 'Sorted: featured courses first, then by name, A to Z.',
  categoryCourses: 'Sorted: newest first.',
  featuredProgrammes:
    "In each of the destinations students pick most, the featured course at the destination's best-ranked university.",
} as const;
