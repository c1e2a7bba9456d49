import { type CourseType, formatMoney, type Intake, type ModeOfStudy, toMinorUnits } from '@edupath/contract';
import { feeInRupees, type ReferenceRate } from '../../db/reference-rates';
import type { countries, countryFaqs, courseCategories, courses, universities } from '../../db/schema';
import { hashString, Prng } from '../../lib/prng';
import { artPaths, currencyFamily, monogram } from '../../modules/catalogue/index';
import { CATEGORIES, type CategoryDefinition, type SubjectDefinition } from './categories';
import { COUNTRY_TEXTS } from './country-texts';
import {
  type CountryProfile,
  countryProfile,
  type DeadlineWindow,
  deadlineWindow,
  universityFeeBand,
} from './national';
import { sampleRequirements } from './requirements';
import type { CountrySource, UniversitySource } from './sources';
import {
  isPlausibleSubject,
  KIND_CATEGORIES,
  levelsFor,
  type UniversityKind,
  universityKind,
} from './university-kinds';

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

/** What generating courses needs beyond one university: the rates and the day the seed runs. */
export interface GenerationContext {
  rates: Map<string, ReferenceRate>;
  /** YYYY-MM-DD: demo deadlines are spread over the twelve months from this day. */
  seedDay: string;
}

const formatNumber = (value: number) => value.toLocaleString('en-US');
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
  kind: UniversityKind;
  source: UniversitySource;
  country: CountrySource;
  countryId: number;
}

function instructionLanguage(random: Prng, country: CountrySource): string | null {
  const first = country.languages[0];
  if (!first) return 'English';
  if (first === 'English' || ENGLISH_SPEAKING.has(country.cca2)) return 'English';
  return random.chance(0.55) ? `${first}, English` : first;
}

/**
 * One university's fields beyond its name and country. Phone numbers, acceptance rates and
 * accepted tests have no open source, so they stay empty rather than invented.
 */
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
  return {
    source,
    country,
    countryId,
    kind: universityKind(source.name),
    row: {
      universityId,
      countryId,
      universityName: source.name,
      universityLogo: artPaths.logo(monogram(source.name), hue),
      coverImage: artPaths.campus(hue, String(hashString(`${source.cca2}${source.name}`) % 100_000)),
      location: source.state ? `${source.state}, ${countryName}` : countryName,
      language,
      testAccepted: null,
      qsRank: rank,
      acceptanceRate: null,
      degreeMode: rank
        ? 'On-campus'
        : random.weighted([
            ['On-campus', 65],
            ['On-campus and Online', 25],
            ['Hybrid', 10],
          ] as const),
      dorm: random.chance(rank ? 0.9 : 0.65),
      description: null,
      phone: null,
      website: source.web,
      createdAt: new Date(Date.UTC(2026, 0, 5) + (universityId % 300) * 3_600_000),
    },
  };
}

/**
 * The first course of a few universities Indian students ask for by name, so the demo has the
 * course a common search expects there (TUM's computer science master's, at TUM's own fee band).
 * Still illustrative sample data: the name follows the generator's pattern, not the university's.
 */
const SIGNATURE_COURSES: Record<string, { category: string; subject: string; type: CourseType }> = {
  'DE:Technische Universität München': {
    category: 'Computer Science & IT',
    subject: 'Computer Science',
    type: 'Postgraduate',
  },
};

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
const RANKED_MODE_WEIGHTS: ReadonlyArray<readonly [ModeOfStudy, number]> = [
  ['Full-time', 88],
  ['Part-time', 12],
];
const MONTH_INDEX: Record<Intake, number> = {
  January: 0,
  February: 1,
  March: 2,
  April: 3,
  May: 4,
  July: 6,
  August: 7,
  September: 8,
  October: 9,
};
/** A small share of demo courses whose deadline passed recently, so the closed state shows. */
const RECENTLY_CLOSED = 0.05;
const DAY = 86_400_000;

/**
 * In the UK and Ireland an MEng is a four-year undergraduate degree; a taught engineering master's
 * there is an MSc (docs/catalogue.md#plausible-generation).
 */
const INTEGRATED_MENG = new Set(['GB', 'IE']);

function courseName(type: CourseType, subject: CategoryDefinition['subjects'][number], cca2: string): string {
  switch (type) {
    case 'Undergraduate':
      return `${subject.bachelor} ${subject.name}`;
    case 'Postgraduate':
      if (subject.master === 'MBA') return 'MBA';
      return `${subject.master === 'MEng' && INTEGRATED_MENG.has(cca2) ? 'MSc' : subject.master} ${subject.name}`;
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
      // A one-year taught master's (UK, Ireland…) is twelve months; the pick is still drawn so the
      // courses after it keep their draws.
      return profile.masterYears === 1
        ? random.pick(['1 year', '1 year', '1 year'])
        : random.pick(['2 years', '2 years', '18 months']);
    case 'PhD':
      return plural(random.int(3, 5), 'year');
    case 'Diploma':
      return random.pick(['1 year', '2 years', '18 months']);
    default:
      return random.pick(['6 months', '9 months', '1 year']);
  }
}

function eligibility(random: Prng, type: CourseType, subject: string): string | null {
  switch (type) {
    case 'Undergraduate':
      return `Completed secondary education (12 years of schooling) with ${random.pick(['good', 'strong'])} grades in relevant subjects`;
    case 'Postgraduate':
      return `Bachelor's degree in ${subject} or a related field`;
    case 'PhD':
      return `Master's degree in a related subject and a research proposal`;
    case 'Diploma':
      return `Completed secondary education (12 years of schooling)`;
    default:
      return 'Open to applicants aged 18 or above';
  }
}

/**
 * The next start of `intake` at least `leadDays` after the deadline: deadlines are drawn first
 * (spread over the year from the seed day), and the intake follows.
 */
function intakeStartAfter(deadline: Date, intake: Intake, leadDays: number): Date {
  const earliest = new Date(deadline.getTime() + leadDays * DAY);
  let year = earliest.getUTCFullYear();
  let start = new Date(Date.UTC(year, MONTH_INDEX[intake], 1));
  while (start < earliest) start = new Date(Date.UTC(++year, MONTH_INDEX[intake], 1));
  return start;
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** The dates `window` spans before the intake starting in `year` (a window may begin the year before). */
function windowBefore(window: DeadlineWindow, intake: Intake, year: number) {
  const start = new Date(Date.UTC(year, MONTH_INDEX[intake], 1));
  const [toMonth, toDay] = window.to.split('-').map(Number) as [number, number];
  const [fromMonth, fromDay] = window.from.split('-').map(Number) as [number, number];
  let close = new Date(Date.UTC(year, toMonth - 1, toDay));
  if (close >= start) close = new Date(Date.UTC(year - 1, toMonth - 1, toDay));
  let open = new Date(Date.UTC(close.getUTCFullYear(), fromMonth - 1, fromDay));
  if (open > close) open = new Date(Date.UTC(close.getUTCFullYear() - 1, fromMonth - 1, fromDay));
  return { start, open, close };
}

/**
 * A deadline inside the country's window for the intake (fee-bands.json, "deadlines"): the drawn day
 * when it falls inside one, otherwise a day `jitterDays` into the nearest window, so deadlines stay
 * spread over the year around the seed day without leaving the months when applications close.
 */
function deadlineInWindow(drawn: Date, intake: Intake, window: DeadlineWindow, jitterDays: number) {
  const year = drawn.getUTCFullYear();
  const windows = [year - 1, year, year + 1, year + 2].map((y) => windowBefore(window, intake, y));
  const inside = windows.find((w) => w.open <= drawn && drawn <= w.close);
  if (inside) return { deadline: drawn, intakeStart: inside.start };
  const before = windows.filter((w) => w.close < drawn).at(-1)!;
  const after = windows.find((w) => w.open > drawn)!;
  const length = Math.round((after.close.getTime() - after.open.getTime()) / DAY);
  const offset = (jitterDays % (length + 1)) * DAY;
  return drawn.getTime() - before.close.getTime() <= after.open.getTime() - drawn.getTime()
    ? { deadline: new Date(before.close.getTime() - offset), intakeStart: before.start }
    : { deadline: new Date(after.open.getTime() + offset), intakeStart: after.start };
}

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
/**
 * 'a' or 'an' before a phrase as it is said: "an 18-month", "an 8-month", "an 11-month", "a 12-month",
 * "an intensive" (a number read with a vowel sound first takes "an").
 */
export function withArticle(phrase: string): string {
  const an = /^(8\d*|11|18)(\D|$)/.test(phrase) || /^[aeiou]/i.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}

function pinnedCourse(pinned: { category: string; subject: string }) {
  const categoryIndex = CATEGORIES.findIndex((c) => c.categoryName === pinned.category);
  return {
    categoryIndex,
    subject: CATEGORIES[categoryIndex]!.subjects.find((c) => c.name === pinned.subject)!,
  };
}

/**
 * The drawn subject where the university plausibly teaches it at that level, otherwise one it
 * does (university-kinds.ts, isPlausibleSubject): first another subject of the same category, then
 * of another category the university teaches. Chosen by a hash, not by a draw, so the courses
 * after it keep their draws.
 */
function plausibleCourse(
  draft: UniversityDraft,
  taught: string[],
  drawnCategory: number,
  drawnSubject: SubjectDefinition,
  type: CourseType,
  n: number,
): { categoryIndex: number; subject: SubjectDefinition } {
  const university = { qsRank: draft.source.qsRank, cca2: draft.source.cca2 };
  if (isPlausibleSubject(university, drawnSubject.name, type))
    return { categoryIndex: drawnCategory, subject: drawnSubject };
  const hash = hashString(`plausible:${draft.source.cca2}:${draft.source.name}:${n}`);
  const others = taught
    .map((name) => CATEGORIES.findIndex((c) => c.categoryName === name))
    .filter((i) => i !== drawnCategory);
  const turn = others.length > 0 ? hash % others.length : 0;
  const candidates = [drawnCategory, ...others.slice(turn), ...others.slice(0, turn)];
  for (const categoryIndex of candidates) {
    const allowed = CATEGORIES[categoryIndex]!.subjects.filter((s) =>
      isPlausibleSubject(university, s.name, type),
    );
    if (allowed.length > 0) return { categoryIndex, subject: allowed[hash % allowed.length]! };
  }
  return { categoryIndex: drawnCategory, subject: drawnSubject };
}

export function universityCourses(
  draft: UniversityDraft,
  count: number,
  firstCourseId: number,
  context: GenerationContext,
): CourseRow[] {
  const random = new Prng(`courses:${draft.source.cca2}:${draft.source.name}`);
  const profile = countryProfile(draft.country, context.rates);
  const rate = context.rates.get(profile.currencyCode);
  const taught = new Set(KIND_CATEGORIES[draft.kind]);
  const categoryWeights = CATEGORIES.flatMap((c, i) =>
    taught.has(c.categoryName) ? [[i, c.weight] as const] : [],
  );
  const levels = new Set(levelsFor(draft.source.qsRank));
  const levelWeights = COURSE_TYPE_WEIGHTS.filter(([type]) => levels.has(type));
  const modeWeights = draft.source.qsRank ? RANKED_MODE_WEIGHTS : MODE_WEIGHTS;
  const seedDay = new Date(`${context.seedDay}T00:00:00Z`);
  const names = new Set<string>();
  const rows: CourseRow[] = [];
  const prestige = draft.source.qsRank ? Math.max(0, 0.35 - draft.source.qsRank / 4000) : 0;
  const signature = SIGNATURE_COURSES[`${draft.source.cca2}:${draft.source.name}`];
  for (let n = 0; n < count; n++) {
    // The draws are made for the signature course too, so the courses after it stay as they were.
    const drawnCategory = random.weighted(categoryWeights);
    const drawnSubject = random.pick(CATEGORIES[drawnCategory]!.subjects);
    const drawnType = random.weighted(levelWeights);
    const pinned = n === 0 ? signature : undefined;
    const type = pinned?.type ?? drawnType;
    const { categoryIndex, subject } = pinned
      ? pinnedCourse(pinned)
      : plausibleCourse(draft, [...taught], drawnCategory, drawnSubject, type, n);
    const category = CATEGORIES[categoryIndex]!;
    let name = courseName(type, subject, draft.source.cca2);
    for (let s = 0; names.has(name) && s < SPECIALISATIONS.length; s++)
      name = `${courseName(type, subject, draft.source.cca2)} ${SPECIALISATIONS[s]}`;
    names.add(name);

    // Better-ranked universities sit higher in the country's band (or the university's own).
    const own = universityFeeBand(draft.source, type);
    const [low, high] = own?.band ?? profile.fees[type];
    const step = own?.step ?? profile.feeStep;
    const position = Math.min(1, prestige + random.next() * (1 - prestige));
    const fee = Math.max(step, Math.round((low + position * (high - low)) / step) * step);
    const feeMinor = toMinorUnits(fee, profile.currencyCode);
    const intake = random.pick(profile.intakes);
    const deadlineDate = random.chance(RECENTLY_CLOSED)
      ? new Date(seedDay.getTime() - random.int(1, 45) * DAY)
      : new Date(seedDay.getTime() + random.int(0, 364) * DAY);
    const leadDays = random.int(60, 120);
    const window = deadlineWindow(draft.source.cca2, intake);
    const { deadline, intakeStart } = window
      ? deadlineInWindow(deadlineDate, intake, window, leadDays - 60)
      : { deadline: deadlineDate, intakeStart: intakeStartAfter(deadlineDate, intake, leadDays) };
    const mode = random.weighted(modeWeights);
    const length = duration(random, type, profile);
    const courseId = firstCourseId + n;
    rows.push({
      courseId,
      universityId: draft.row.universityId,
      courseCategoryId: categoryIndex + 1,
      courseName: name,
      courseType: type,
      duration: length,
      feeMinor,
      currencyCode: profile.currencyCode,
      currency: currencyFamily(profile.currencyCode, draft.country.currencyName),
      feeInr: rate ? feeInRupees(feeMinor, rate) : null,
      eligibility: eligibility(random, type, subject.name),
      entryRequirements: sampleRequirements({
        courseId,
        type,
        courseName: name,
        categoryName: CATEGORIES[categoryIndex]!.categoryName,
        cca2: draft.source.cca2,
        qsRank: draft.source.qsRank ?? null,
      }),
      intake,
      intakeStart: dateOnly(intakeStart),
      applicationDeadline: dateOnly(deadline),
      modeOfStudy: mode,
      description:
        `${name} is ${withArticle(length.replace(/ (year|month)s?$/, '-$1'))} ${mode.toLowerCase()} ${type === 'PhD' ? 'doctoral' : type.toLowerCase()} programme at ${draft.source.name}, ` +
        `taught in ${(draft.row.language ?? 'English').replace(', ', ' and ')} with a ${intake} intake. ` +
        `It belongs to ${category.categoryName} and combines core ${subject.name.toLowerCase()} modules with ` +
        `${random.pick(['project work', 'laboratory practice', 'industry case studies', 'a final dissertation', 'fieldwork'])}.`,
      isFeatured: random.chance(draft.source.qsRank && draft.source.qsRank <= 300 ? 0.12 : 0.04),
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

const GENERAL = 'General information';

export function countryRow(
  countryId: number,
  country: CountrySource,
  stats: { universities: number; courses: number; ranked: number; topUniversity: string | null },
): CountryRow {
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
    educationSystem: COUNTRY_TEXTS[country.cca2]?.educationSystem ?? generalEducationSystem(),
    createdAt: new Date(Date.UTC(2026, 0, 1) + countryId * 60_000),
  };
}

/** Countries without their own texts get this, headed as general information. */
function generalEducationSystem(): string {
  return (
    `${GENERAL}: universities usually award bachelor's, master's and doctoral degrees, and some also diplomas and certificates for shorter study. ` +
    `Check each university's own pages for how its degrees are structured and when its courses start.`
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
  },
  rates: Map<string, ReferenceRate>,
): FaqRow[] {
  const profile = countryProfile(country, rates);
  const texts = COUNTRY_TEXTS[country.cca2];
  const money = (amount: number) => formatMoney(amount, profile.currencyCode);
  const [low, high] = profile.fees.Undergraduate;
  const faqs: Array<[string, string]> = [
    [
      `How much does it cost to study in ${country.name}?`,
      profile.national
        ? `International students usually pay ${low === high ? money(low) : `${money(low)} to ${money(high)}`} a year for a bachelor's degree (${profile.source}). Fees on EduPath's course pages are illustrative sample data drawn from that range; confirm the fee with the university.`
        : `${GENERAL}: fees vary by university and course. The fees on EduPath's course pages in ${country.name} are illustrative sample data, not the universities' own figures; confirm the fee with the university.`,
    ],
    [
      `What language are courses taught in?`,
      `The main ${country.languages.length > 1 ? 'languages are' : 'language is'} ${country.languages.slice(0, 3).join(', ') || 'English'}. ${
        ENGLISH_SPEAKING.has(country.cca2)
          ? 'Courses are taught in English; universities set their own English-language requirements.'
          : 'Some universities also teach in English, especially at master’s level; ask each university which language tests it accepts.'
      }`,
    ],
    [
      `When are the intakes in ${country.name}?`,
      texts
        ? `${texts.intakes} Each course on EduPath shows its own application deadline.`
        : `${GENERAL}: intakes differ between universities. Each course on EduPath shows its own intake and application deadline.`,
    ],
    [
      `Do I need a student visa to study in ${country.name}?`,
      texts
        ? texts.visa
        : `${GENERAL}: most international students need a student visa or residence permit, applied for after an offer letter, usually with proof of funds and health insurance. Check the rules with ${country.name}'s embassy.`,
    ],
    [
      `Can I work while studying in ${country.name}?`,
      texts
        ? texts.workRights
        : `${GENERAL}: work rights for international students differ from country to country. Check with ${country.name}'s embassy before planning on income from work.`,
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
