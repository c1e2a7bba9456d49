/**
 * What every resource the console edits is described with, catalogue kinds
 * (catalogue-resources.ts) and curated kinds (curated.ts) alike, so the console's list table and
 * form widgets take either. Each family adds what its server needs (tables, files, provenance).
 */

/** A list column: the row's value at `path`, under `label`; numbers align right. */
export interface ResourceColumn {
  path: string;
  label: string;
  numeric?: true;
}

export interface ResourceDescription {
  /** The address segment the kind's endpoints and console pages use. */
  kind: string;
  /** 'Country', 'Countries' as the console says them. */
  label: string;
  plural: string;
  columns: readonly ResourceColumn[];
  /** Catalogue and curated records are edited by admins only; advisors read the public pages. */
  access: 'admin';
}

/**
 * A row's small line from template parts ('{courseCount} courses', 'QS {qsRank}'), joined by
 * ' · '; a part whose value is missing (null, undefined, '') is left out with its words.
 */
export function rowLine(parts: readonly string[], row: Record<string, unknown>): string {
  return parts
    .map((part) => {
      let missing = false;
      const text = part.replace(/\{(\w+)\}/g, (_, field: string) => {
        const value = row[field];
        if (value === null || value === undefined || value === '') missing = true;
        return String(value ?? '');
      });
      return missing ? '' : text;
    })
    .filter(Boolean)
    .join(' · ');
}
