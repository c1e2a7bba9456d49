import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CourseType, Intake } from '@edupath/contract';
import type { ReferenceRate } from '../../db/reference-rates';
import { referenceDataDir } from '../../lib/paths';
import type { CountrySource } from './sources';

/**
 * Fee bands, intakes and degree lengths per country (reference-data/fee-bands.json, each band with its
 * published source), or a regional default converted from US dollars at the reference rate.
 */

interface CountryBand {
  undergraduate: [number, number];
  postgraduate: [number, number];
  step: number;
  intakes: Intake[];
  bachelorYears: number;
  masterYears: number;
  source: string;
}

interface RegionBand {
  undergraduateUsd: [number, number];
  postgraduateUsd: [number, number];
  intakes: Intake[];
  bachelorYears: number;
  masterYears: number;
}

interface UniversityBand {
  /** Left out where only one level's published figure was found: the other keeps the country's band. */
  undergraduate?: [number, number];
  postgraduate?: [number, number];
  step: number;
  source: string;
}

interface StateBand extends UniversityBand {
  /** Lower-case words that, found in a university's name or web address, place it in the region. */
  match: string[];
}

/** Month-day bounds ('12-01' to '02-15') of when applications close before an intake. */
export interface DeadlineWindow {
  from: string;
  to: string;
}

interface FeeBandsFile {
  levelFactors: Record<'PhD' | 'Diploma' | 'Certificate', number>;
  countries: Record<string, CountryBand>;
  regionDefaults: Record<string, RegionBand | string> & { source: string };
  states: Record<string, StateBand | string>;
  deadlines: Record<string, Partial<Record<Intake, DeadlineWindow>> | string>;
  universities: Record<string, UniversityBand | string>;
}

const bands = JSON.parse(readFileSync(path.join(referenceDataDir, 'fee-bands.json'), 'utf8')) as FeeBandsFile;

export interface CountryProfile {
  /** ISO 4217 code of the country's (first-listed) currency in world-countries. */
  currencyCode: string;
  /** Yearly fee ranges per level, in whole units of currencyCode. */
  fees: Record<CourseType, [number, number]>;
  feeStep: number;
  intakes: Intake[];
  bachelorYears: number;
  masterYears: number;
  /** Where the bands come from; the regional default says it has no national source. */
  source: string;
  national: boolean;
}

/** A step that keeps about two significant digits of the amount: 10 for 1,234, 1,000 for 123,456. */
const niceStep = (amount: number) => 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, amount))) - 1);

export function countryProfile(country: CountrySource, rates: Map<string, ReferenceRate>): CountryProfile {
  const currencyCode = country.currencyCode ?? 'USD';
  const national = bands.countries[country.cca2];
  const factors = bands.levelFactors;
  const levels = (ug: [number, number], pg: [number, number], step: number) => {
    const scale = ([low, high]: [number, number], factor: number): [number, number] => [
      Math.max(step, Math.round((low * factor) / step) * step),
      Math.max(step, Math.round((high * factor) / step) * step),
    ];
    return {
      Undergraduate: ug,
      Postgraduate: pg,
      PhD: scale(pg, factors.PhD),
      Diploma: scale(ug, factors.Diploma),
      Certificate: scale(ug, factors.Certificate),
    };
  };
  if (national) {
    return {
      currencyCode,
      fees: levels(national.undergraduate, national.postgraduate, national.step),
      feeStep: national.step,
      intakes: national.intakes,
      bachelorYears: national.bachelorYears,
      masterYears: national.masterYears,
      source: national.source,
      national: true,
    };
  }
  const region = (bands.regionDefaults[country.region] ?? bands.regionDefaults.Europe) as RegionBand;
  // Regional bands are in US dollars: rupees per dollar over rupees per unit gives units per dollar.
  const usd = rates.get('USD')?.inrPerUnit;
  const local = rates.get(currencyCode)?.inrPerUnit;
  const perDollar = usd && local ? usd / local : 1;
  const step = niceStep(region.undergraduateUsd[0] * perDollar);
  const convert = ([low, high]: [number, number]): [number, number] => [
    Math.max(step, Math.round((low * perDollar) / step) * step),
    Math.max(step, Math.round((high * perDollar) / step) * step),
  ];
  return {
    currencyCode,
    fees: levels(convert(region.undergraduateUsd), convert(region.postgraduateUsd), step),
    feeStep: step,
    intakes: region.intakes,
    bachelorYears: region.bachelorYears,
    masterYears: region.masterYears,
    source: bands.regionDefaults.source,
    national: false,
  };
}

/** The region band a university falls in by its name or web address, if any ("states"). */
function stateBand(university: { cca2: string; name: string; web: string | null }): StateBand | null {
  const haystack = `${university.name} ${university.web ?? ''}`.toLowerCase();
  for (const [key, band] of Object.entries(bands.states)) {
    if (typeof band === 'string' || !key.startsWith(`${university.cca2}:`)) continue;
    if (band.match.some((word) => haystack.includes(word))) return band;
  }
  return null;
}

/**
 * A university's own published band for a degree level where it falls outside its country's
 * (fee-bands.json, "universities": TUM charges students from outside the EU since 2024/25), or its
 * region's ("states": Baden-Württemberg charges students from outside the EU since 2017/18).
 */
export function universityFeeBand(
  university: { cca2: string; name: string; web: string | null },
  type: CourseType,
): { band: [number, number]; step: number } | null {
  const ownEntry = bands.universities[`${university.cca2}:${university.name}`];
  const own = ownEntry && typeof ownEntry !== 'string' ? ownEntry : stateBand(university);
  if (!own) return null;
  const band =
    type === 'Undergraduate' ? own.undergraduate : type === 'Postgraduate' ? own.postgraduate : null;
  return band ? { band, step: own.step } : null;
}

/** When applications close before an intake in a country, where fee-bands.json says ("deadlines"). */
export function deadlineWindow(cca2: string, intake: Intake): DeadlineWindow | null {
  const country = bands.deadlines[cca2];
  if (!country || typeof country === 'string') return null;
  return country[intake] ?? null;
}
