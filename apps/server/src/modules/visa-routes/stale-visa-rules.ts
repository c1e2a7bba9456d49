import { isFactOutOfDate, type StaleFact, type VisaRoutesFile } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { currentVisaRoutes, visaRoutes } from './visa-routes-file';

/** Every sourced record of a route file, as the console's re-check queue names it. */
export function visaRuleRecords(file: VisaRoutesFile): Array<Omit<StaleFact, 'kind'>> {
  return file.routes.flatMap((route) => [
    {
      id: `${route.countryCode}:overview`,
      label: `${route.visaName} (${route.countryName}): overview`,
      sourceUrl: route.overview.sourceUrl,
      checkedOn: route.overview.checkedOn,
    },
    ...route.fees.flatMap((rule) =>
      rule.versions.map((version) => ({
        id: `${route.countryCode}:${rule.id}:${version.effectiveFrom ?? 'undated'}`,
        label: `${route.countryName}: ${rule.label}${version.effectiveFrom ? ` from ${version.effectiveFrom}` : ''}`,
        sourceUrl: version.sourceUrl,
        checkedOn: version.checkedOn,
      })),
    ),
    ...route.requirements.map((requirement) => ({
      id: `${route.countryCode}:${requirement.id}`,
      label: `${route.countryName}: ${requirement.label}`,
      sourceUrl: requirement.sourceUrl,
      checkedOn: requirement.checkedOn,
    })),
    ...route.postStudyWork.map((work, index) => ({
      id: `${route.countryCode}:post-study-work:${index}`,
      label: `${route.countryName}: ${work.name}`,
      sourceUrl: work.sourceUrl,
      checkedOn: work.checkedOn,
    })),
  ]);
}

/**
 * The visa rules whose check is older than 12 months on `today` (docs/money-and-visas.md#freshness),
 * for the console's re-check queue (fact-checks/registry.ts).
 */
export function staleVisaRules(today: string, file: VisaRoutesFile = visaRoutes()): StaleFact[] {
  return visaRuleRecords(file)
    .filter((record) => isFactOutOfDate(record.checkedOn, today))
    .map((record) => ({ kind: 'visa-route', ...record }));
}

/** The registry's source: the rules of the routes as students see them, edits included. */
export async function staleVisaRoutes(db: DbOrTx, today: string): Promise<StaleFact[]> {
  return staleVisaRules(today, { ...visaRoutes(), routes: await currentVisaRoutes(db) });
}
