/**
 * Images load from the site origin, or a configured base path, plus the stored relative path or
 * file name (docs/README.md, "Shared presentation rules"). Absolute URLs and data URLs pass through.
 */
const base = (import.meta.env.VITE_IMAGE_BASE_URL ?? '').replace(/\/$/, '');

export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${base}/${path.replace(/^\//, '')}`;
}
