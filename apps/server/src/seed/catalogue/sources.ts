import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Country } from 'world-countries';
import { serverRoot } from '../../lib/paths';
import { flagPalette } from '../../modules/catalogue/index';
import { parseQsCsv, qsCountryResolver, qsRankLookup } from './qs';

/**
 * The real half of the catalogue: countries from world-countries (ODbL) and country-json (MIT),
 * flag colours from flag-icons (MIT), the university subset and QS ranks committed in sources/
 * (regenerate with scripts/prepare-catalogue.ts).
 */

const require = createRequire(import.meta.url);
const sourcesDir = path.join(serverRoot, 'src', 'seed', 'catalogue', 'sources');

export interface CountrySource {
  cca2: string;
  name: string;
  officialName: string;
  capital: string | null;
  population: number | null;
  languages: string[];
  currencyCode: string | null;
  currencyName: string | null;
  region: string;
  subregion: string | null;
  callingCode: string | null;
  palette: string[];
}

export interface UniversitySource {
  name: string;
  cca2: string;
  state: string | null;
  web: string | null;
  qsRank: number | null;
}

/** country-json spells a few countries differently from world-countries. */
const POPULATION_NAMES: Record<string, string> = {
  CD: 'The Democratic Republic of Congo',
  FJ: 'Fiji Islands',
  TR: 'Turkey',
};

const normal = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function loadSources(): { countries: CountrySource[]; universities: UniversitySource[] } {
  const world = require('world-countries/countries.json') as Country[];
  const populations = require('country-json/src/country-by-population.json') as Array<{
    country: string;
    population: number | null;
  }>;
  const populationByName = new Map(populations.map((p) => [normal(p.country), p.population]));
  const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

  const raw = JSON.parse(readFileSync(path.join(sourcesDir, 'universities.json'), 'utf8')) as Array<
    Omit<UniversitySource, 'qsRank'>
  >;
  const qs = parseQsCsv(readFileSync(path.join(sourcesDir, 'qs-world-university-rankings-2027.csv'), 'utf8'));
  const rankOf = qsRankLookup(
    qs,
    raw,
    qsCountryResolver(
      world.map((c) => ({ cca2: c.cca2, names: [c.name.common, c.name.official, ...c.altSpellings] })),
    ),
  );
  const universities = raw.map((u) => ({ ...u, qsRank: rankOf(u.cca2, u.name) ?? null }));

  const used = new Set(universities.map((u) => u.cca2));
  const countries = world
    .filter((c) => used.has(c.cca2))
    .map((c): CountrySource => {
      const names = [POPULATION_NAMES[c.cca2], c.name.common, c.name.official, ...c.altSpellings];
      const population = names
        .map((name) => (name ? populationByName.get(normal(name)) : undefined))
        .find((value) => typeof value === 'number');
      const [currencyCode, currency] = Object.entries(c.currencies ?? {})[0] ?? [];
      const suffixes = c.idd.suffixes ?? [];
      return {
        cca2: c.cca2,
        name: c.name.common,
        officialName: c.name.official,
        capital: c.capital?.[0] ?? null,
        population: population ?? null,
        languages: Object.values(c.languages ?? {}),
        currencyCode: currencyCode ?? null,
        currencyName: currency?.name ?? null,
        region: c.region,
        subregion: c.subregion || null,
        callingCode: c.idd.root ? `${c.idd.root}${suffixes.length === 1 ? suffixes[0] : ''}` : null,
        palette: flagPalette(readFileSync(path.join(flagsDir, `${c.cca2.toLowerCase()}.svg`), 'utf8')),
      };
    });
  return { countries, universities };
}
