import { isFactOutOfDate, type StaleFact } from '@edupath/contract';

/**
 * The records among `records` whose check is older than 12 months on `today`, as queue rows of
 * `kind` (docs/money-and-visas.md#freshness). Each source in the registry maps its own file's
 * records to this shape and lets this one function apply the rule.
 */
export function staleOf(
  kind: string,
  today: string,
  records: ReadonlyArray<Omit<StaleFact, 'kind'>>,
): StaleFact[] {
  return records
    .filter((record) => isFactOutOfDate(record.checkedOn, today))
    .map((record) => ({ kind, ...record }));
}
