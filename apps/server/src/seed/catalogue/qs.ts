/**
 * QS World University Rankings 2027 (rank, name, country only; see sources/*.SOURCE-LICENSE.txt)
 * matched to the university list. The two lists spell names differently ("UCL" against
 * "University College London, University of London"), so both sides are cut into name variants
 * and a variant only counts when it names exactly one university of that country.
 */

import { parse } from 'csv-parse/sync';

export interface QsEntry {
  /** The band's first rank for banded places ("1001-1200" -> 1001). */
  rank: number;
  name: string;
  country: string;
}

/** QS spells a few places differently from world-countries; these are ISO 3166 alpha-2 codes. */
const QS_COUNTRY_CODES: Record<string, string> = {
  'china mainland': 'CN',
  'hong kong sar china': 'HK',
  'macao sar china': 'MO',
  'northern cyprus': 'CY',
  'republic of korea': 'KR',
  'united states of america': 'US',
};

/** Well-known universities whose two spellings share no variant (QS name -> university list name). */
const QS_NAME_ALIASES: Record<string, string> = {
  UCL: 'University College London, University of London',
  'Technical University of Munich': 'Technische Universität München',
  'Durham University': 'University of Durham',
  'Universität Heidelberg': 'Ruprecht-Karls-Universität Heidelberg',
  'Politecnico di Milano': 'Polytechnic Institute of Milan',
  'The University of Osaka': 'Osaka University',
  'Freie Universitaet Berlin': 'Freie Universität Berlin',
  'University of Zurich': 'Universität Zürich',
  'RWTH Aachen University': 'Rheinisch Westfälische Technische Hochschule Aachen',
  'KIT, Karlsruhe Institute of Technology': 'Karlsruher Institut für Technologie',
  'Qatar University': 'University of Qatar',
  'Sapienza University of Rome': 'University of Roma "La Sapienza"',
  'Leiden University': 'Universiteit Leiden',
  'RMIT University': 'Royal Melbourne Institute of Technology',
  'Alma Mater Studiorum - Università di Bologna': 'University of Bologna',
  'Humboldt-Universität zu Berlin': 'Humboldt Universität Berlin',
  'University of Vienna': 'Universität Vienna',
  'National Tsing Hua University - NTHU': 'National Tsinghua University',
  'Western University': 'University of Western Ontario',
  'Ghent University': 'Universiteit Gent',
  'Wageningen University & Research': 'Wageningen University',
  'Washington University in St. Louis': 'Washington University, Saint Louis',
  KAIST: 'Korea Advanced Institute of Science & Technology',
  'Lancaster University': 'University of Lancaster',
  'Texas A&M University': 'Texas A&M University - College Station',
  "Queen's University at Kingston": "Queen's University",
  'University of Bern': 'Universität Bern',
  'Complutense University of Madrid': 'Universidad Complutense de Madrid',
  'Adelaide University': 'University of Adelaide',
  'Institute of Science Tokyo': 'Tokyo Institute of Technology',
};

export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bthe\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The whole name, the name without brackets, each comma/dash part, and each bracketed part. */
export function nameVariants(name: string): string[] {
  const variants = new Set<string>();
  const add = (value: string) => {
    const normal = normaliseName(value);
    if (normal.length >= 3) variants.add(normal);
  };
  add(name);
  const withoutBrackets = name.replace(/\([^)]*\)/g, ' ');
  add(withoutBrackets);
  for (const part of withoutBrackets.split(/,| - | – | — /)) add(part);
  for (const match of name.matchAll(/\(([^)]*)\)/g)) add(match[1] ?? '');
  return [...variants];
}

/** Reads the trimmed CSV (header `rank,name,country`; a name with a comma or quote is quoted). */
export function parseQsCsv(text: string): QsEntry[] {
  const rows = parse<Record<'rank' | 'name' | 'country', string>>(text, {
    columns: true,
    skip_empty_lines: true,
  });
  return rows.map((row) => ({
    rank: Number.parseInt(row.rank, 10),
    name: row.name,
    country: row.country,
  }));
}

export interface CountryNames {
  cca2: string;
  names: string[];
}

/** Maps a QS country name to an alpha-2 code using world-countries' names and spellings. */
export function qsCountryResolver(countries: CountryNames[]) {
  const byName = new Map<string, string>();
  for (const country of countries) {
    for (const name of country.names) {
      const key = normaliseName(name);
      if (!byName.has(key)) byName.set(key, country.cca2);
    }
  }
  return (qsCountry: string) => {
    const key = normaliseName(qsCountry);
    return QS_COUNTRY_CODES[key] ?? byName.get(key);
  };
}

/**
 * Returns a lookup `(cca2, universityName) => rank | undefined`. Full names are matched first;
 * then unambiguous variants. Each QS entry is used at most once, for the best (lowest) rank.
 */
export function qsRankLookup(
  entries: QsEntry[],
  universities: Array<{ name: string; cca2: string }>,
  resolveCountry: (qsCountry: string) => string | undefined,
) {
  const fullNames = new Map<string, string>();
  const variantOwners = new Map<string, Set<string>>();
  for (const university of universities) {
    fullNames.set(`${university.cca2}|${normaliseName(university.name)}`, university.name);
    for (const variant of nameVariants(university.name)) {
      const key = `${university.cca2}|${variant}`;
      const owners = variantOwners.get(key) ?? new Set<string>();
      owners.add(university.name);
      variantOwners.set(key, owners);
    }
  }

  const ranks = new Map<string, number>();
  const used = new Set<QsEntry>();
  const sorted = [...entries].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  for (const pass of ['full', 'variant'] as const) {
    for (const entry of sorted) {
      const cca2 = resolveCountry(entry.country);
      if (used.has(entry) || !cca2 || !Number.isFinite(entry.rank)) continue;
      const alias = QS_NAME_ALIASES[entry.name];
      const candidates =
        pass === 'full'
          ? [alias, entry.name].flatMap((name) => {
              const owner = name && fullNames.get(`${cca2}|${normaliseName(name)}`);
              return owner ? [owner] : [];
            })
          : nameVariants(entry.name).flatMap((variant) => {
              const owners = variantOwners.get(`${cca2}|${variant}`);
              return owners?.size === 1 ? [...owners] : [];
            });
      for (const owner of candidates) {
        const key = `${cca2}|${owner}`;
        if (ranks.has(key)) continue;
        ranks.set(key, entry.rank);
        used.add(entry);
        break;
      }
    }
  }
  return (cca2: string, universityName: string) => ranks.get(`${cca2}|${universityName}`);
}
