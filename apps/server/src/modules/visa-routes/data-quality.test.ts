import { VISA_ROUTE_CODES, type VisaRoutesFile } from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { staleVisaRules, visaRuleRecords } from './stale-visa-rules';
import { readVisaRoutes } from './visa-routes-file';

/**
 * The visa-routes file's data quality (docs/money-and-visas.md#freshness): every record has an
 * official source and a checked date, and no rule takes effect after the day it was checked.
 */

const file = readVisaRoutes();

/** Each dated record of the file, with where it sits, for messages that name the culprit. */
function datedRecords(routes: VisaRoutesFile) {
  return routes.routes.flatMap((route) => [
    ...route.fees.flatMap((rule) =>
      rule.versions.map((v) => ({ where: `${route.countryCode} ${rule.id}`, ...v })),
    ),
    ...route.requirements.map((r) => ({ where: `${route.countryCode} ${r.id}`, ...r })),
    ...route.postStudyWork.map((w) => ({ where: `${route.countryCode} ${w.name}`, ...w })),
  ]);
}

function problems(routes: VisaRoutesFile): string[] {
  const found: string[] = [];
  for (const record of datedRecords(routes)) {
    if (!record.sourceUrl) found.push(`${record.where}: no sourceUrl`);
    if (!record.checkedOn) found.push(`${record.where}: no checkedOn`);
    if (record.effectiveFrom && record.effectiveFrom > record.checkedOn) {
      found.push(
        `${record.where}: effectiveFrom ${record.effectiveFrom} is after checkedOn ${record.checkedOn}`,
      );
    }
  }
  for (const route of routes.routes) {
    for (const rule of route.fees) {
      const starts = rule.versions.map((v) => v.effectiveFrom ?? '');
      if (new Set(starts).size !== starts.length)
        found.push(`${route.countryCode} ${rule.id}: two versions from one day`);
    }
    const ids = new Set(route.fees.map((rule) => rule.id));
    for (const id of [route.funds.livingRuleId, route.funds.londonRuleId]) {
      if (id !== null && !ids.has(id)) found.push(`${route.countryCode}: funds names unknown rule ${id}`);
    }
  }
  return found;
}

describe('visa-routes.json', () => {
  it('has the seven routes, each once', () => {
    expect(file.routes.map((r) => r.countryCode).sort()).toEqual([...VISA_ROUTE_CODES].sort());
  });

  it('every record has a source and a checked date, and none takes effect after its check', () => {
    expect(problems(file)).toEqual([]);
  });

  it('the check fails on a record without a source, or dated after its check', () => {
    const broken = structuredClone(file);
    const version = broken.routes[0]!.fees[0]!.versions[0]!;
    version.sourceUrl = '';
    version.effectiveFrom = '2099-01-01';
    const found = problems(broken);
    expect(found.some((p) => p.includes('no sourceUrl'))).toBe(true);
    expect(found.some((p) => p.includes('after checkedOn'))).toBe(true);
  });

  it('the figures the issue quotes are in the file', () => {
    const amounts = (code: string, id: string) =>
      file.routes
        .find((r) => r.countryCode === code)!
        .fees.find((f) => f.id === id)!
        .versions.map((v) => v.amountMinor);
    expect(amounts('DE', 'blocked-account')).toContain(1_190_400);
    expect(amounts('CA', 'living')).toEqual([1_000_000, 2_063_500, 2_289_500]);
    expect(amounts('AU', 'visa-fee')).toEqual([71_000, 160_000, 200_000]);
  });

  it('a check older than 12 months is queued for re-checking, a fresh one is not', () => {
    const records = visaRuleRecords(file);
    expect(staleVisaRules('2026-11-28', file)).toEqual([]);
    const later = staleVisaRules('2027-11-28', file);
    expect(later).toHaveLength(records.length);
    expect(later[0]).toMatchObject({ kind: 'visa-route' });
  });
});
