/** The curated records' console addresses, below /admin/curated, and the facts to re-check. */
export const curatedPaths = {
  root: '/admin/curated',
  list: (kind: string) => `/admin/curated/${kind}`,
  add: (kind: string) => `/admin/curated/${kind}/new`,
  record: (kind: string, key: string) => `/admin/curated/${kind}/${encodeURIComponent(key)}`,
  factChecks: '/admin/fact-checks',
};
