/** Whole numbers with thousand separators (population), or 'N/A'. */
export const formatCount = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : value.toLocaleString('en-US');

/** QS places beyond 700 are published in bands; the stored number is the band's first place. */
export const formatQsRank = (rank: number | null | undefined) =>
  rank === null || rank === undefined ? 'N/A' : rank > 700 ? `${rank}+` : `#${rank}`;

export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : `${Number(value.toFixed(1))}%`;
