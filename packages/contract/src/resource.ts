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
