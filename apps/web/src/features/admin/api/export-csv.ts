import { API_BASE } from '@edupath/contract/constants';

/**
 * The address of a CSV export. A plain link downloads it: the browser sends the session cookie,
 * streams the file straight to disk, and shows its own progress, whatever the size.
 */
export const exportUrl = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return `${API_BASE}/${path}${search ? `?${search}` : ''}`;
};
