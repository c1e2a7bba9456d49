/** The curated records' console addresses, below /admin/curated. */
export const curatedPaths = {
  list: (kind: string) => `/admin/curated/${kind}`,
  add: (kind: string) => `/admin/curated/${kind}/new`,
  record: (kind: string, key: string) => `/admin/curated/${kind}/${encodeURIComponent(key)}`,
};
