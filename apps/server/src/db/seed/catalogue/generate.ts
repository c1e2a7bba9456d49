import type { CourseCurrency, CourseType, Intake, ModeOfStudy } from '@edupath/contract';
import { hashString, Prng } from '../../../lib/prng';
import { artPaths, buildSearchText, monogram } from '../../../modules/catalogue/index';
import type { countries, countryFaqs, courseCategories, courses, universities } from '../../schema';
import { CATEGORIES, type CategoryDefinition } from './categories';
import type { CountrySource, UniversitySource } from './sources';

/**
 * The generated half of the catalogue. Everything here is a pure function of the sources and
 * of seeded random streams keyed by stable names, so the same input gives the same rows.
 */

export type CountryRow = typeof countries.$inferInsert & { countryId: number };
export type UniversityRow = typeof universities.$inferInsert & { universityId: number };
export type CourseRow = typeof courses.$inferInsert & { courseId: number };
export type CategoryRow = typeof courseCategories.$inferInsert & { courseCategoryId: number };
export type FaqRow = typeof countryFaqs.$inferInsert & { faqId: number };

const ENGLISH_SPEAKING = new Set([
  'US',
  'GB',
  'CA',
  'AU',
  'NZ',
  'IE',
  'SG',
  'ZA',
  'IN',
  'PH',
  'NG',
  'KE',
  'GH',
  'MT',
]);
const FOUR_YEAR_BACHELOR = new Set([
  'US',
  'CA',
  'JP',
  'KR',
  'CN',
  'TW',
  'PH',
  'SA',
  'AE',
  'TR',
  'ID',
  'TH',
  'MX',
]);
const BOLOGNA_REGIONS = new Set(['Europe']);
const LANGUAGE_TESTS: Record<string, string> = {
  German: 'TestDaF',
  French: 'DELF/DALF',
  Spanish: 'DELE',
  Italian: 'CILS',
  Japanese: 'JLPT',
  Chinese: 'HSK',
  Korean: 'TOPIK',
  Russian: 'TORFL',
  Portuguese: 'CELPE-Bras',
  Dutch: 'NT2',
};

export interface CountryProfile {
  currency: CourseCurrency;
  /** A typical yearly undergraduate fee for international students, in `currency`. */
  feeLow: number;
  feeHigh: number;
  feeStep: number;
  intakes: Intake[];
  bachelorYears: number;
  masterYears: number;
}

const DEAR_DOLLAR: Record<string, [number, number]> = {
  US: [26_000, 58_000],
  CA: [22_000, 45_000],
  AU: [28_000, 48_000],
  NZ: [25_000, 42_000],
  SG: [18_000, 38_000],
  HK: [16_000, 30_000],
};
const EURO_LOW = new Set(['DE', 'FR', 'AT', 'FI', 'GR', 'SK', 'SI', 'LU', 'BE']);
const EURO_HIGH = new Set(['NL', 'IE', 'IT', 'ES', 'PT']);
const SOUTHERN = new Set(['AU', 'NZ', 'ZA', 'AR', 'BR', 'CL', 'UY', 'PY', 'PE', 'BO']);

export function countryProfile(country: CountrySource): CountryProfile {
  const name = `${country.currencyName ?? ''}`.toLowerCase();
  const code = country.cca2;
  let currency: CourseCurrency = 'Pound';
  if (name.includes('dollar')) currency = 'Dollar';
  else if (country.currencyCode === 'EUR') currency = 'Euro';
  else if (name.includes('rupee')) currency = 'Rupee';

  let [feeLow, feeHigh, feeStep] = [4_000, 14_000, 500];
  if (currency === 'Dollar') [feeLow, feeHigh] = DEAR_DOLLAR[code] ?? [6_000, 16_000];
  else if (currency === 'Euro')
    [feeLow, feeHigh] = EURO_LOW.has(code)
      ? [300, 3_500]
      : EURO_HIGH.has(code)
        ? [6_000, 18_000]
        : [2_500, 9_000];
  else if (currency === 'Rupee') [feeLow, feeHigh, feeStep] = [90_000, 650_000, 5_000];
  else if (code === 'GB') [feeLow, feeHigh] = [16_000, 38_000];
  else if (['JP', 'KR', 'CN', 'CH', 'SE', 'DK', 'NO', 'IL', 'AE', 'QA'].includes(code))
    [feeLow, feeHigh] = [5_000, 22_000];

  let intakes: Intake[] = ['September', 'January'];
  if (SOUTHERN.has(code)) intakes = ['February', 'July'];
  else if (code === 'JP') intakes = ['April', 'October'];
  else if (code === 'IN' || code === 'PK' || code === 'BD' || code === 'NP' || code === 'LK')
    intakes = ['July', 'January'];
  else if (code === 'KR' || code === 'CN' || code === 'TW') intakes = ['September', 'February'];
  else if (code === 'US' || code === 'CA') intakes = ['September', 'January', 'April'];

  const bachelorYears = FOUR_YEAR_BACHELOR.has(code)
    ? 4
    : code === 'GB' || BOLOGNA_REGIONS.has(country.region) || code === 'IN'
      ? 3
      : 4;
  const masterYears = code === 'GB' || code === 'IE' || code === 'IN' ? 1 : 2;
  return { currency, feeLow, feeHigh, feeStep, intakes, bachelorYears, masterYears };
}

const formatNumber = (value: number) => value.toLocaleString('en-US');
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const plural = (n: number, unit: string, units = `${unit}s`) =>
  `${formatNumber(n)} ${n === 1 ? unit : units}`;

export function categoryRows(): CategoryRow[] {
  return CATEGORIES.map((c, i) => ({
    courseCategoryId: i + 1,
    categoryName: c.categoryName,
    image: artPaths.category(c.icon, c.hue),
    sortOrder: i,
  }));
}

export interface UniversityDraft {
  row: UniversityRow;
  source: UniversitySource;
  country: CountrySource;
  countryId: number;
}

function phoneNumber(random: Prng, callingCode: string | null): string | null {
  if (!callingCode) return null;
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return `${callingCode} ${random.int(2, 9)}${digits(1)} ${digits(4)} ${digits(4)}`;
}

function instructionLanguage(random: Prng, country: CountrySource): string | null {
  const first = country.languages[0];
  if (!first) return 'English';
  if (first === 'English' || ENGLISH_SPEAKING.has(country.cca2)) return 'English';
  return random.chance(0.55) ? `${first}, English` : first;
}

function testsAccepted(random: Prng, country: CountrySource, language: string | null): string | null {
  if (random.chance(0.08)) return null;
  const tests = random.sample(['IELTS', 'TOEFL', 'PTE Academic', 'Duolingo English Test'], random.int(1, 3));
  const local = LANGUAGE_TESTS[country.languages[0] ?? ''];
  if (local && language?.startsWith(country.languages[0] ?? '-')) tests.unshift(local);
  if (country.cca2 === 'US') tests.push(random.pick(['SAT', 'ACT', 'GRE']));
  return tests.join(', ');
}

/** One university's fields beyond its name and country (acceptance rate, tests, ...). */
export function universityDraft(
  universityId: number,
  source: UniversitySource,
  country: CountrySource,
  countryId: number,
  countryName: string,
): UniversityDraft {
  const random = new Prng(`university:${source.cca2}:${source.name}`);
  const hue = hashString(source.name) % 360;
  const language = instructionLanguage(random, country);
  const rank = source.qsRank;
  const acceptance = random.chance(0.05)
    ? null
    : rank && rank <= 50
      ? random.int(40, 200) / 10
      : rank && rank <= 250
        ? random.int(150, 450) / 10
        : rank
          ? random.int(300, 700) / 10
          : random.int(400, 920) / 10;
  return {
    source,
    country,
    countryId,
    row: {
      universityId,
      countryId,
      universityName: source.name,
      universityLogo: artPaths.logo(monogram(source.name), hue),
      coverImage: artPaths.campus(hue, String(hashString(`${source.cca2}${source.name}`) % 100_000)),
      location: source.state ? `${source.state}, ${countryName}` : countryName,
      language,
      testAccepted: testsAccepted(random, country, language),
      qsRank: rank,
      acceptanceRate: acceptance,
      degreeMode: random.weighted([
        ['On-campus', 60],
        ['On-campus and Online', 25],
        ['Hybrid', 10],
        ['Online', 5],
      ] as const),
      dorm: random.chance(rank ? 0.9 : 0.65),
      description: null,
      phone: phoneNumber(random, country.callingCode),
      website: source.web,
      createdAt: new Date(Date.UTC(2026, 0, 5) + (universityId % 300) * 3_600_000),
    },
  };
}

const COURSE_TYPE_WEIGHTS: ReadonlyArray<readonly [CourseType, number]> = [
  ['Undergraduate', 38],
  ['Postgraduate', 34],
  ['PhD', 8],
  ['Diploma', 11],
  ['Certificate', 9],
];
const MODE_WEIGHTS: ReadonlyArray<readonly [ModeOfStudy, number]> = [
  ['Full-time', 70],
  ['Part-time', 12],
  ['Online', 10],
  ['Hybrid', 8],
];
const SPECIALISATIONS = [
  '(Honours)',
  '(with Industry Placement)',
  '(International)',
  '(Research)',
  '(Accelerated)',
];
const MONTH_INDEX: Record<Intake, number> = {
  January: 0,
  February: 1,
  April: 3,
  July: 6,
  September: 8,
  October: 9,
};

function courseName(type: CourseType, subject: CategoryDefinition['subjects'][number]): string {
  switch (type) {
    case 'Undergraduate':
      return `${subject.bachelor} ${subject.name}`;
    case 'Postgraduate':
      return subject.master === 'MBA' ? 'MBA' : `${subject.master} ${subject.name}`;
    case 'PhD':
      return `PhD in ${subject.name}`;
    case 'Diploma':
      return `Diploma in ${subject.name}`;
    default:
      return `Certificate in ${subject.name}`;
  }
}

function duration(random: Prng, type: CourseType, profile: CountryProfile): string {
  switch (type) {
    case 'Undergraduate':
      return plural(profile.bachelorYears + (random.chance(0.1) ? 1 : 0), 'year');
    case 'Postgraduate':
      return profile.masterYears === 1
        ? random.pick(['1 year', '1 year', '18 months'])
        : random.pick(['2 years', '2 years', '18 months']);
    case 'PhD':
      return plural(random.int(3, 5), 'year');
    case 'Diploma':
      return random.pick(['1 year', '2 years', '18 months']);
    default:
      return random.pick(['6 months', '9 months', '1 year']);
  }
}

const FEE_FACTOR: Record<CourseType, number> = {
  Undergraduate: 1,
  Postgraduate: 1.12,
  PhD: 0.55,
  Diploma: 0.6,
  Certificate: 0.22,
};

function eligibility(random: Prng, type: CourseType, subject: string, tests: string | null): string | null {
  if (random.chance(0.08)) return null;
  const test = tests?.split(', ')[0];
  const language = test
    ? `; ${test} ${test === 'IELTS' ? random.pick(['6.0', '6.5', '7.0']) : 'or equivalent'}`
    : '';
  switch (type) {
    case 'Undergraduate':
      return `High school diploma with at least ${random.int(12, 17) * 5}% overall${language}`;
    case 'Postgraduate':
      return `Bachelor's degree in ${subject} or a related field with ${random.pick(['a 2:1 or equivalent', 'a GPA of 3.0 or above', 'at least 60%'])}${language}`;
    case 'PhD':
      return `Master's degree in a related subject and a research proposal${language}`;
    case 'Diploma':
      return `Completed secondary education (12 years of schooling)${language}`;
    default:
      return 'Open to applicants aged 18 or above';
  }
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Spreads `total` courses over the universities in proportion to stable per-university weights. */
export function courseCounts(drafts: UniversityDraft[], total: number): number[] {
  const weights = drafts.map((d) => {
    const random = new Prng(`count:${d.source.cca2}:${d.source.name}`);
    return (0.55 + random.next() * 0.9) * (d.source.qsRank ? 1.3 : 1);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  let remainder = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; remainder > 0; i = (i + 1) % counts.length, remainder--) counts[i]! += 1;
  return counts;
}

/** The courses of one university, numbered from `firstCourseId`. */
export function universityCourses(
  draft: UniversityDraft,
  count: number,
  firstCourseId: number,
  countryName: string,
): CourseRow[] {
  const random = new Prng(`courses:${draft.source.cca2}:${draft.source.name}`);
  const profile = countryProfile(draft.country);
  const categoryWeights = CATEGORIES.map((c, i) => [i, c.weight] as const);
  const names = new Set<string>();
  const rows: CourseRow[] = [];
  const prestige = draft.source.qsRank ? Math.max(1, 1.35 - draft.source.qsRank / 2000) : 1;
  for (let n = 0; n < count; n++) {
    const categoryIndex = random.weighted(categoryWeights);
    const category = CATEGORIES[categoryIndex]!;
    const subject = random.pick(category.subjects);
    const type = random.weighted(COURSE_TYPE_WEIGHTS);
    let name = courseName(type, subject);
    for (let s = 0; names.has(name) && s < SPECIALISATIONS.length; s++)
      name = `${courseName(type, subject)} ${SPECIALISATIONS[s]}`;
    names.add(name);

    const base = profile.feeLow + random.next() * (profile.feeHigh - profile.feeLow);
    const fee = random.chance(0.05) ? null : roundTo(base * FEE_FACTOR[type] * prestige, profile.feeStep);
    const intake = random.pick(profile.intakes);
    const intakeDate = new Date(Date.UTC(2027, MONTH_INDEX[intake], 1));
    const deadline = random.chance(0.1)
      ? null
      : dateOnly(new Date(intakeDate.getTime() - random.int(60, 150) * 86_400_000));
    const mode = random.weighted(MODE_WEIGHTS);
    const length = duration(random, type, profile);
    const courseId = firstCourseId + n;
    rows.push({
      courseId,
      universityId: draft.row.universityId,
      courseCategoryId: categoryIndex + 1,
      courseName: name,
      courseType: type,
      duration: length,
      fee,
      currency: profile.currency,
      eligibility: eligibility(random, type, subject.name, draft.row.testAccepted ?? null),
      intake,
      applicationDeadline: deadline,
      modeOfStudy: mode,
      description:
        `${name} is a ${length.replace(/ (year|month)s?$/, '-$1')} ${mode.toLowerCase()} ${type === 'PhD' ? 'doctoral' : type.toLowerCase()} programme at ${draft.source.name}, ` +
        `taught in ${(draft.row.language ?? 'English').replace(', ', ' and ')} with a ${intake} intake. ` +
        `It belongs to ${category.categoryName} and combines core ${subject.name.toLowerCase()} modules with ` +
        `${random.pick(['project work', 'laboratory practice', 'industry case studies', 'a final dissertation', 'fieldwork'])}.`,
      isFeatured: random.chance(draft.source.qsRank && draft.source.qsRank <= 300 ? 0.12 : 0.04),
      searchText: buildSearchText(name, draft.source.name, countryName),
      createdAt: new Date(
        Date.UTC(2026, 10, 1, 9) - random.int(0, 400) * 86_400_000 - random.int(0, 1439) * 60_000,
      ),
    });
  }
  return rows;
}

export function universityDescription(
  draft: UniversityDraft,
  courseTotal: number,
  categoryNames: string[],
): string {
  const { row, source } = draft;
  const ranked = source.qsRank
    ? ` It is listed in the QS World University Rankings 2027 (${source.qsRank > 700 ? `band from ${source.qsRank}` : `#${source.qsRank}`}).`
    : '';
  const housing = row.dorm ? ' On-campus housing is available to international students.' : '';
  return (
    `${source.name} is a higher-education institution in ${row.location}.${ranked} ` +
    `EduPath lists ${plural(courseTotal, 'course')} here, in ${categoryNames.slice(0, 3).join(', ')}${categoryNames.length > 3 ? ' and more' : ''}. ` +
    `Teaching is in ${(row.language ?? 'English').replace(', ', ' and ')}.${housing}`
  );
}

export function countryRow(
  countryId: number,
  country: CountrySource,
  stats: { universities: number; courses: number; ranked: number; topUniversity: string | null },
): CountryRow {
  const profile = countryProfile(country);
  const languages = country.languages.slice(0, 2).join(', ') || null;
  const where = country.subregion ?? country.region;
  const population = country.population ? ` and about ${formatNumber(country.population)} people` : '';
  const ranked =
    stats.ranked > 0
      ? ` ${plural(stats.ranked, 'university', 'universities')} here ${stats.ranked === 1 ? 'is' : 'are'} ranked in the QS World University Rankings 2027${stats.topUniversity ? `, led by ${stats.topUniversity}` : ''}.`
      : '';
  return {
    countryId,
    isoCode: country.cca2,
    countryName: country.name,
    coverImage: artPaths.cover(country.palette, country.cca2.toLowerCase()),
    flagImage: `vendor/flags/${country.cca2.toLowerCase()}.svg`,
    capital: country.capital,
    population: country.population,
    language: languages,
    currency: country.currencyName ? `${country.currencyName} (${country.currencyCode})` : null,
    description:
      `${country.name} (officially ${country.officialName}) lies in ${where}, with ${country.capital ? `its capital in ${country.capital}` : 'no single capital'}${population}. ` +
      `EduPath lists ${plural(stats.universities, 'university', 'universities')} and ${formatNumber(stats.courses)} courses in ${country.name}.${ranked}`,
    educationSystem: educationSystem(country, profile),
    createdAt: new Date(Date.UTC(2026, 0, 1) + countryId * 60_000),
  };
}

function educationSystem(country: CountrySource, profile: CountryProfile): string {
  const intakes = profile.intakes.join(' and ');
  const bachelor = `${profile.bachelorYears}-year bachelor's degrees`;
  const master = profile.masterYears === 1 ? "one-year taught master's degrees" : "two-year master's degrees";
  if (BOLOGNA_REGIONS.has(country.region)) {
    return (
      `Higher education follows the Bologna structure: ${bachelor}, ${master} and doctorates of three to four years, measured in ECTS credits. ` +
      `Most programmes start in ${intakes}; many master's programmes are taught in English.`
    );
  }
  if (country.cca2 === 'US' || country.cca2 === 'CA') {
    return (
      `Universities and colleges award ${bachelor} with a broad first year, ${master} and research doctorates. ` +
      `Courses are credit-based with continuous assessment; the main intakes are ${intakes}.`
    );
  }
  return (
    `Universities award ${bachelor}, ${master} and doctoral degrees, alongside diplomas and certificates for shorter study. ` +
    `The academic year usually starts in ${profile.intakes[0]}, with a second intake in ${profile.intakes[1] ?? profile.intakes[0]}.`
  );
}

export function countryFaqRows(
  firstFaqId: number,
  countryId: number,
  country: CountrySource,
  stats: {
    universities: number;
    courses: number;
    ranked: number;
    topUniversity: string | null;
    medianFee: number | null;
  },
): FaqRow[] {
  const profile = countryProfile(country);
  const symbol = { Dollar: '$', Euro: '€', Rupee: '₹', Pound: '£' }[profile.currency];
  const faqs: Array<[string, string]> = [
    [
      `How much does it cost to study in ${country.name}?`,
      stats.medianFee
        ? `Across the courses listed on EduPath, the median yearly fee in ${country.name} is about ${symbol}${formatNumber(stats.medianFee)}. Undergraduate fees usually range from ${symbol}${formatNumber(profile.feeLow)} to ${symbol}${formatNumber(profile.feeHigh)} a year; research degrees often cost less. Add living costs, which are highest in ${country.capital ?? 'the larger cities'}.`
        : `Fees vary by university and course; check each course's page for its fee and currency.`,
    ],
    [
      `What language are courses taught in?`,
      `The main ${country.languages.length > 1 ? 'languages are' : 'language is'} ${country.languages.slice(0, 3).join(', ') || 'English'}. ${
        ENGLISH_SPEAKING.has(country.cca2)
          ? 'Courses are taught in English; most universities ask for IELTS, TOEFL or a similar test.'
          : 'Many universities also teach in English, especially at master’s level; language tests are listed on each university page.'
      }`,
    ],
    [
      `When are the intakes in ${country.name}?`,
      `Most courses start in ${profile.intakes.join(' or ')}. Application deadlines are usually two to five months before the start; each course lists its own deadline.`,
    ],
    [
      `Do I need a student visa to study in ${country.name}?`,
      `Most international students need a student visa or residence permit. You normally apply after receiving an offer letter, with proof of funds and health insurance. Start early: processing can take several weeks.`,
    ],
    [
      `How many universities in ${country.name} can I apply to through EduPath?`,
      `EduPath lists ${plural(stats.universities, 'university', 'universities')} with ${formatNumber(stats.courses)} courses in ${country.name}.${
        stats.ranked > 0
          ? ` ${formatNumber(stats.ranked)} of them ${stats.ranked === 1 ? 'is' : 'are'} ranked in the QS World University Rankings 2027${stats.topUniversity ? `, including ${stats.topUniversity}` : ''}.`
          : ''
      }`,
    ],
  ];
  return faqs.map(([question, answer], i) => ({
    faqId: firstFaqId + i,
    countryId,
    question,
    answer,
    sortOrder: i,
  }));
}
