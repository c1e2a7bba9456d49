/** Whole numbers with thousand separators (population), or 'N/A'. */
export const formatCount = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : value.toLocaleString('en-US');

/** QS places beyond 700 are published in bands; the stored number is the band's first place. */
export const formatQsRank = (rank: number | null | undefined) =>
  rank === null || rank === undefined ? 'N/A' : rank > 700 ? `${rank}+` : `#${rank}`;

export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : `${Number(value.toFixed(1))}%`;

/** '30 Jun 2025': the date of a reference rate. */
export const formatRateDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
