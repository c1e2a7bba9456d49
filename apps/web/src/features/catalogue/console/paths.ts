/** The catalogue console's addresses, below /admin/catalogue (docs/catalogue.md#managing-the-catalogue). */
export const cataloguePaths = {
  root: '/admin/catalogue',
  list: (kind: string) => `/admin/catalogue/${kind}`,
  new: (kind: string) => `/admin/catalogue/${kind}/new`,
  item: (kind: string, id: number | string) => `/admin/catalogue/${kind}/${id}`,
  courseImport: '/admin/catalogue/courses/import',
};
