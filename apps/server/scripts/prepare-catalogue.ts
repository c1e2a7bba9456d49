/**
 * Regenerates the catalogue's committed source files from the shared data sets:
 *   npx tsx apps/server/scripts/prepare-catalogue.ts [path/to/shared/data]
 * - a deterministic ~3,000-university subset of the world university list (QS-ranked ones first),
 *   trimmed to the fields the seed uses, with the list's MIT licence;
 * - the QS World University Rankings 2027 reduced to rank, name and country, with its licence;
 * - the flag-icons SVGs of the countries used, with their MIT licence, into apps/web/public/vendor/flags.
 * The seed itself reads only the committed files, never the network or the shared folder.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Country } from 'world-countries';
import { repoRoot, serverRoot } from '../src/lib/paths';
import { hashString } from '../src/lib/prng';
import { qsCountryResolver, qsRankLookup } from '../src/seed/catalogue/qs';

const TARGET_UNIVERSITIES = 3000;

const require = createRequire(import.meta.url);
const sourceDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '..', '..', 'shared', 'data'));
const outDir = path.join(serverRoot, 'src', 'seed', 'catalogue', 'sources');
const flagsOut = path.join(repoRoot, 'apps', 'web', 'public', 'vendor', 'flags');

interface RawUniversity {
  name: string;
  alpha_two_code: string;
  'state-province': string | null;
  web_pages: string[];
}

const raw = (
  JSON.parse(
    readFileSync(path.join(sourceDir, 'world_universities_and_domains.json'), 'utf8'),
  ) as RawUniversity[]
).map((u) => ({ ...u, name: u.name.trim() }));
const countries = require('world-countries/countries.json') as Country[];
const resolveCountry = qsCountryResolver(
  countries.map((c) => ({ cca2: c.cca2, names: [c.name.common, c.name.official, ...c.altSpellings] })),
);

const qsRows = parse<Record<string, string>>(
  readFileSync(path.join(sourceDir, 'qs_world_university_rankings_2027.csv'), 'utf8'),
  { bom: true, columns: true, skip_empty_lines: true },
).map((row) => ({
  rankText: row.rank_2027!,
  name: row.institution_name!,
  country: row.country_territory!,
}));
const qsEntries = qsRows.map((row) => ({
  rank: Number.parseInt(row.rankText, 10),
  name: row.name,
  country: row.country,
}));

// The list has a few exact duplicates (same name, same country): keep the first.
const seen = new Set<string>();
const universities = raw.filter((u) => {
  const key = `${u.alpha_two_code}|${u.name}`;
  if (seen.has(key) || !countries.some((c) => c.cca2 === u.alpha_two_code)) return false;
  seen.add(key);
  return true;
});
const rankOf = qsRankLookup(
  qsEntries,
  universities.map((u) => ({ name: u.name, cca2: u.alpha_two_code })),
  resolveCountry,
);

const byCountry = new Map<string, RawUniversity[]>();
for (const u of universities) {
  const list = byCountry.get(u.alpha_two_code) ?? [];
  list.push(u);
  byCountry.set(u.alpha_two_code, list);
}
for (const list of byCountry.values()) {
  list.sort((a, b) => {
    const ra = rankOf(a.alpha_two_code, a.name) ?? Number.POSITIVE_INFINITY;
    const rb = rankOf(b.alpha_two_code, b.name) ?? Number.POSITIVE_INFINITY;
    return ra - rb || hashString(a.name) - hashString(b.name) || a.name.localeCompare(b.name);
  });
}

// Every country keeps its QS-ranked universities and a share growing with the square root of its size.
const quota = (k: number, list: RawUniversity[]) => {
  const ranked = list.filter((u) => rankOf(u.alpha_two_code, u.name) !== undefined).length;
  return Math.min(list.length, Math.max(ranked, Math.ceil(k * Math.sqrt(list.length))));
};
const totalFor = (k: number) => [...byCountry.values()].reduce((sum, list) => sum + quota(k, list), 0);
let low = 0;
let high = 50;
for (let i = 0; i < 40; i++) {
  const mid = (low + high) / 2;
  if (totalFor(mid) < TARGET_UNIVERSITIES) low = mid;
  else high = mid;
}

const chosen = [...byCountry.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([, list]) => list.slice(0, quota(high, list)))
  .map((u) => ({
    name: u.name,
    cca2: u.alpha_two_code,
    state: u['state-province']?.trim() || null,
    web: u.web_pages[0] ?? null,
  }));

mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'universities.json'),
  `${JSON.stringify(chosen, null, 0).replace(/\},\{/g, '},\n{')}\n`,
);
copyFileSync(
  path.join(sourceDir, 'university-domains-list.LICENSE.txt'),
  path.join(outDir, 'university-domains-list.LICENSE.txt'),
);

writeFileSync(
  path.join(outDir, 'qs-world-university-rankings-2027.csv'),
  stringify(
    qsRows.map((r) => [r.rankText, r.name, r.country]),
    { header: true, columns: ['rank', 'name', 'country'] },
  ),
);
copyFileSync(
  path.join(sourceDir, 'qs_world_university_rankings_2027.SOURCE-LICENSE.txt'),
  path.join(outDir, 'qs-world-university-rankings-2027.SOURCE-LICENSE.txt'),
);

const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
rmSync(flagsOut, { recursive: true, force: true });
mkdirSync(flagsOut, { recursive: true });
const usedCodes = [...new Set(chosen.map((u) => u.cca2))].sort();
for (const code of usedCodes) {
  copyFileSync(
    path.join(flagsDir, `${code.toLowerCase()}.svg`),
    path.join(flagsOut, `${code.toLowerCase()}.svg`),
  );
}
copyFileSync(
  path.join(path.dirname(require.resolve('flag-icons/package.json')), 'LICENSE'),
  path.join(flagsOut, 'LICENSE'),
);

const ranked = chosen.filter((u) => rankOf(u.cca2, u.name) !== undefined).length;
console.info(
  `${chosen.length} universities (${ranked} QS-ranked) in ${usedCodes.length} countries; ${usedCodes.length} flags copied`,
);
