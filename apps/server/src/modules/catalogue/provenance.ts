import {
  COURSE_FACT_GROUPS,
  COURSE_GROUP_FIELDS,
  type CourseFactGroup,
  type CourseProvenance,
  type FactProvenance,
  UNIVERSITY_FACT_GROUPS,
  UNIVERSITY_GROUP_FIELDS,
  type UniversityFactGroup,
  type UniversityProvenance,
} from '@edupath/contract/provenance';

/**
 * Which fact groups a staff save re-credits (docs/catalogue.md#provenance): on a new record every
 * group, on an edit the groups whose fields changed. The admin vouches for what they typed, so an
 * untouched group keeps the provenance it had (a sample description stays labelled sample).
 */

/** Today in UTC: checks are dated by calendar day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changed<G extends string>(
  fields: Record<G, readonly string[]>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): G[] {
  return (Object.keys(fields) as G[]).filter((group) =>
    fields[group].some((field) => !same(before[field], after[field])),
  );
}

export const changedCourseGroups = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  changed<CourseFactGroup>(COURSE_GROUP_FIELDS, before, after);

export const changedUniversityGroups = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  changed<UniversityFactGroup>(UNIVERSITY_GROUP_FIELDS, before, after);

/** The record's provenance with `groups` credited to `source`. */
export function credit<P extends CourseProvenance | UniversityProvenance>(
  current: P,
  groups: readonly string[],
  source: FactProvenance,
): P {
  const next: Record<string, FactProvenance> = { ...(current as Record<string, FactProvenance>) };
  for (const group of groups) next[group] = source;
  return next as P;
}

export const allCourseGroups = (source: FactProvenance): CourseProvenance =>
  credit<CourseProvenance>({}, COURSE_FACT_GROUPS, source);

export const allUniversityGroups = (source: FactProvenance): UniversityProvenance =>
  credit<UniversityProvenance>({}, UNIVERSITY_FACT_GROUPS, source);

/** The form's source fields are about the save, not columns of the record. */
export function withoutSourceFields<T extends Record<string, unknown>>(values: T) {
  const { sourceUrl: _u, sourceName: _n, sourceKind: _k, checkedToday: _c, ...rest } = values;
  return rest;
}
