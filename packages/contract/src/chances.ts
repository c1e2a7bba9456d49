/**
 * Outcomes students report and the admit-chance ranges built from them (docs/fit-and-chances.md,
 * "Chances"): the interval, the bands and their thresholds, and how a profile is put into the
 * coarse groups that decide who counts as "similar". Plain values and pure functions, no zod, so
 * the web bundle takes them as they are and the numbers on the page are the server's.
 */
import { GRADE_SCALES, type GradeScale } from './test-scores';

/** Below this many similar outcomes nothing is shown, not even the count (docs/fit-and-chances.md#privacy). */
export const MIN_OUTCOMES = 10;

/** z for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval for `k` successes in `n` trials (95 % by default). Unlike the
 * textbook "p ± 1.96·√(p(1−p)/n)", it never leaves [0, 1] and is not zero-width at 0/n or n/n,
 * which is exactly where small samples mislead (docs/fit-and-chances.md#the-range).
 */
export function wilsonInterval(k: number, n: number, z = Z_95): Interval {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError('n must be a positive whole number');
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError('k must be a whole number from 0 to n');
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0/n and n/n the end is exactly 0 or 1; the formula leaves rounding dust (±1e-17) there.
  return { low: k === 0 ? 0 : centre - half, high: k === n ? 1 : centre + half };
}

export const CHANCE_BANDS = ['Reach', 'Target', 'Likely'] as const;
export type ChanceBand = (typeof CHANCE_BANDS)[number];

/** The band's edges, on the range (not on one number): stated on the page and in the docs. */
export const BAND_THRESHOLDS = { reachBelow: 0.4, likelyFrom: 0.6 } as const;

/**
 * Reach: even the top of the range is below 40 %. Likely: even its bottom is 60 % or more.
 * Target: anything else, including every range too wide to say more.
 */
export function chanceBand({ low, high }: Interval): ChanceBand {
  if (high < BAND_THRESHOLDS.reachBelow) return 'Reach';
  if (low >= BAND_THRESHOLDS.likelyFrom) return 'Likely';
  return 'Target';
}

export const percent = (share: number) => `${Math.round(share * 100)} %`;

export const BAND_EXPLANATIONS: Record<ChanceBand, string> = {
  Reach: `the whole range is below ${percent(BAND_THRESHOLDS.reachBelow)}`,
  Target: `the range reaches into ${Math.round(BAND_THRESHOLDS.reachBelow * 100)}–${percent(BAND_THRESHOLDS.likelyFrom)}`,
  Likely: `the whole range is at or above ${percent(BAND_THRESHOLDS.likelyFrom)}`,
};

// ---------------------------------------------------------------- outcomes

export const OUTCOME_RESULTS = ['admitted', 'rejected', 'waitlisted'] as const;
export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];
export const OUTCOME_RESULT_LABELS: Record<OutcomeResult, string> = {
  admitted: 'Admitted',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
};

/** The English tests a snapshot may name, in the order the profile's first one is taken. */
export const SNAPSHOT_TESTS = ['ielts', 'toefl', 'pte', 'duolingo', 'toeflBands'] as const;
export type SnapshotTest = (typeof SNAPSHOT_TESTS)[number];

/**
 * Our own cut points per test, three per scale (four bands): a band groups scores of ONE test and
 * claims no equivalence between tests, so an IELTS profile is only ever similar to IELTS ones.
 */
export const TEST_BAND_EDGES: Record<SnapshotTest, readonly [number, number, number]> = {
  ielts: [6, 7, 8],
  toefl: [80, 95, 110],
  pte: [50, 65, 79],
  duolingo: [100, 120, 140],
  toeflBands: [4, 5, 6],
};

const TEST_NAMES: Record<SnapshotTest, string> = {
  ielts: 'IELTS',
  toefl: 'TOEFL iBT',
  pte: 'PTE Academic',
  duolingo: 'Duolingo',
  toeflBands: 'TOEFL iBT (bands)',
};

/** `ielts:2` for IELTS 7.0–7.5 (the band's index among the four), `none` without a test. */
export function testBand(test: SnapshotTest | null, score: number | null): string {
  if (!test || score === null) return 'none';
  const index = TEST_BAND_EDGES[test].filter((edge) => score >= edge).length;
  return `${test}:${index}`;
}

/** "IELTS 7 to under 8", "no English test". */
export function testBandLabel(band: string): string {
  if (band === 'none') return 'no English test';
  const [test, index] = band.split(':') as [SnapshotTest, string];
  const edges = TEST_BAND_EDGES[test];
  const i = Number(index);
  const name = TEST_NAMES[test];
  if (i === 0) return `${name} under ${edges[0]}`;
  if (i === edges.length) return `${name} ${edges[edges.length - 1]} or more`;
  return `${name} ${edges[i - 1]} to under ${edges[i]}`;
}

/** Cut points of the grade, as a share of its scale's maximum (a CGPA of 8.6 / 10 is 86 %). */
export const GRADE_BAND_EDGES = [60, 70, 80] as const;

/** `grade:3` for 80 % of the scale or more, `none` without a grade. */
export function gradeBand(scale: GradeScale | null, grade: number | null): string {
  if (!scale || grade === null) return 'none';
  const share = (grade / GRADE_SCALES[scale].max) * 100;
  return `grade:${GRADE_BAND_EDGES.filter((edge) => share >= edge).length}`;
}

export function gradeBandLabel(band: string): string {
  if (band === 'none') return 'no grade';
  const i = Number(band.split(':')[1]);
  if (i === 0) return `grade under ${GRADE_BAND_EDGES[0]} % of the scale`;
  if (i === GRADE_BAND_EDGES.length)
    return `grade ${GRADE_BAND_EDGES[GRADE_BAND_EDGES.length - 1]} % of the scale or more`;
  return `grade ${GRADE_BAND_EDGES[i - 1]}–${GRADE_BAND_EDGES[i]! - 1} % of the scale`;
}

export const DEGREE_FAMILIES = ['health', 'computing', 'business', 'science', 'arts', 'other'] as const;
export type DegreeFamily = (typeof DEGREE_FAMILIES)[number];
export const DEGREE_FAMILY_LABELS: Record<DegreeFamily, string> = {
  health: 'medicine and health',
  computing: 'engineering and computing',
  business: 'business, commerce and economics',
  science: 'natural sciences and mathematics',
  arts: 'arts, humanities, law and social sciences',
  other: 'another field',
};

// First match wins, so "Computer Science" is computing before "science" is seen.
const FAMILY_WORDS: ReadonlyArray<[DegreeFamily, RegExp]> = [
  ['health', /\b(mbbs|bds|medic\w*|pharm\w*|nurs\w*|dental|health|physiotherap\w*)\b/i],
  [
    'computing',
    /\b(b\.?\s?tech|b\.?\s?e\.?|engineer\w*|computer\w*|computing|software|information technology|it|bca|mca|electronics?|electrical|mechanical|civil)\b/i,
  ],
  [
    'business',
    /\b(b\.?\s?com|commerce|bba|mba|business|management|econom\w*|financ\w*|account\w*|marketing)\b/i,
  ],
  ['science', /\b(b\.?\s?sc|science|physics|chemistry|math\w*|biolog\w*|statistics|biotech\w*)\b/i],
  [
    'arts',
    /\b(b\.?\s?a\.?|arts?|humanities|law|llb|design|literature|history|psycholog\w*|journalism|media|sociology|political)\b/i,
  ],
];

/** The family of a degree the student typed ("B.Tech in Computer Engineering" → computing). */
export function degreeFamily(courseName: string): DegreeFamily {
  return FAMILY_WORDS.find(([, words]) => words.test(courseName))?.[0] ?? 'other';
}

/** The coarse groups two profiles must share to be "similar" (docs/fit-and-chances.md#similar-profiles). */
export interface ProfileBands {
  testBand: string;
  gradeBand: string;
  degreeFamily: DegreeFamily | 'none';
}

export function describeBands(bands: ProfileBands): string {
  const family = bands.degreeFamily === 'none' ? 'no degree' : DEGREE_FAMILY_LABELS[bands.degreeFamily];
  return `${testBandLabel(bands.testBand)}, ${gradeBandLabel(bands.gradeBand)}, ${family}`;
}

/** Where the outcomes counted come from: the course, else its university at that level, else its country. */
export const CHANCE_SCOPES = ['course', 'university', 'country'] as const;
export type ChanceScope = (typeof CHANCE_SCOPES)[number];

export const CHANCES_MESSAGES = {
  heading: 'Your chances',
  notEnough: 'Not enough outcomes yet — here is how your profile compares with the requirements',
  howLink: 'How is this worked out?',
  signIn: 'Sign in as a student to see how similar profiles did on this course.',
  sample: 'Includes illustrative sample data',
  never: 'A range from past outcomes of similar profiles, not a prediction of your own decision.',
  consentRequired: 'Tick the box to share this outcome anonymously',
  verifiedRefused:
    'Only EduPath’s own decision on your application, or an advisor checking your decision letter, makes an outcome verified',
  notAppliedVerified:
    'You have no application for this course on EduPath, so this outcome cannot be marked verified',
  resultMismatch: (status: string) => `EduPath recorded this application as ${status}`,
  alreadyReported: 'You have already reported an outcome for this course',
  reported: 'Outcome shared',
  withdrawn: 'Outcome withdrawn',
  verified: 'Outcome verified',
  alreadyVerified: 'This outcome is already verified',
  scoreOffScale: (name: string, scale: string) => `The ${name} overall score runs ${scale}`,
  gradeOffScale: (noun: string, scale: string) => `${noun} runs ${scale}`,
  scoreWithoutTest: 'Choose the test this score is from',
  gradeWithoutScale: 'Choose the scale of this grade',
} as const;

export const scopeLabel = (
  scope: ChanceScope,
  names: { university: string; country: string; level: string },
) =>
  scope === 'course'
    ? 'this course'
    : scope === 'university'
      ? `${names.level} courses at ${names.university} (too few for this course alone)`
      : `${names.level} courses in ${names.country} (too few for this course or its university)`;
