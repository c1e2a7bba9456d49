/**
 * The tests a student can record on /profile and the scales of school and college marks: one
 * table that the server's validation and the web form both read (docs/accounts.md, "Test scores"
 * and "Marks and grades", which also give the official sources of every figure). Plain values,
 * no zod, so the web bundle can take them as they are.
 */

/** A score runs from `min` to `max` in steps of `step` counted from `min` (GMAT: 205, 215 … 805). */
export interface ScoreScale {
  min: number;
  max: number;
  step: number;
}

export interface ScoreSection extends ScoreScale {
  /** The key of this section in `sections` (the API) and in the form. */
  key: string;
  label: string;
  /** False for a section reported beside the overall but not part of it (GRE Analytical Writing). */
  inOverall?: boolean;
}

/**
 * How the overall follows from the sections: `sum` adds them up (TOEFL iBT 0–120, GRE, SAT);
 * `halfBandMean` is their mean rounded to the nearest half band, a quarter rounding up (IELTS,
 * TOEFL iBT 1–6); `entered` is taken from the score report, because the test does not derive it
 * from the sections by a published formula (PTE, Duolingo, GMAT).
 */
export type OverallRule = 'sum' | 'halfBandMean' | 'entered';

export interface TestDefinition {
  name: string;
  overall: ScoreScale & { label: string; rule: OverallRule };
  sections: readonly ScoreSection[];
  /** Whether the score report gives a percentile rank for the overall score. */
  percentile: boolean;
}

const fourSkills = (scale: ScoreScale): ScoreSection[] =>
  (['listening', 'reading', 'writing', 'speaking'] as const).map((key) => ({
    key,
    label: key.charAt(0).toUpperCase() + key.slice(1),
    ...scale,
  }));

export const TEST_DEFINITIONS = {
  ielts: {
    name: 'IELTS',
    overall: { label: 'Overall band', rule: 'halfBandMean', min: 0, max: 9, step: 0.5 },
    sections: fourSkills({ min: 0, max: 9, step: 0.5 }),
    percentile: false,
  },
  toefl: {
    name: 'TOEFL iBT',
    overall: { label: 'Total score', rule: 'sum', min: 0, max: 120, step: 1 },
    sections: fourSkills({ min: 0, max: 30, step: 1 }),
    percentile: false,
  },
  toeflBands: {
    name: 'TOEFL iBT (1–6 bands)',
    overall: { label: 'Overall band', rule: 'halfBandMean', min: 1, max: 6, step: 0.5 },
    sections: fourSkills({ min: 1, max: 6, step: 0.5 }),
    percentile: false,
  },
  pte: {
    name: 'PTE Academic',
    overall: { label: 'Overall score', rule: 'entered', min: 10, max: 90, step: 1 },
    sections: fourSkills({ min: 10, max: 90, step: 1 }),
    percentile: false,
  },
  duolingo: {
    name: 'Duolingo English Test',
    overall: { label: 'Overall score', rule: 'entered', min: 10, max: 160, step: 5 },
    sections: (['literacy', 'comprehension', 'conversation', 'production'] as const).map((key) => ({
      key,
      label: key.charAt(0).toUpperCase() + key.slice(1),
      min: 10,
      max: 160,
      step: 5,
    })),
    percentile: false,
  },
  gre: {
    name: 'GRE General Test',
    overall: { label: 'Verbal + Quantitative', rule: 'sum', min: 260, max: 340, step: 1 },
    sections: [
      { key: 'verbal', label: 'Verbal Reasoning', min: 130, max: 170, step: 1 },
      { key: 'quant', label: 'Quantitative Reasoning', min: 130, max: 170, step: 1 },
      { key: 'writing', label: 'Analytical Writing', min: 0, max: 6, step: 0.5, inOverall: false },
    ],
    // ETS reports a percentile rank per section, none for a total.
    percentile: false,
  },
  gmat: {
    name: 'GMAT Focus Edition',
    overall: { label: 'Total score', rule: 'entered', min: 205, max: 805, step: 10 },
    sections: [
      { key: 'quant', label: 'Quantitative Reasoning', min: 60, max: 90, step: 1 },
      { key: 'verbal', label: 'Verbal Reasoning', min: 60, max: 90, step: 1 },
      { key: 'dataInsights', label: 'Data Insights', min: 60, max: 90, step: 1 },
    ],
    percentile: true,
  },
  sat: {
    name: 'SAT',
    overall: { label: 'Total score', rule: 'sum', min: 400, max: 1600, step: 10 },
    sections: [
      { key: 'readingWriting', label: 'Reading and Writing', min: 200, max: 800, step: 10 },
      { key: 'math', label: 'Math', min: 200, max: 800, step: 10 },
    ],
    percentile: true,
  },
} as const satisfies Record<string, TestDefinition>;

export type KnownTestType = keyof typeof TEST_DEFINITIONS;
/** Any other test: its name, maximum, mark and percentile stay free text, as the student types them. */
export const OTHER_TEST = 'other';
export const TEST_TYPES = [...(Object.keys(TEST_DEFINITIONS) as KnownTestType[]), OTHER_TEST] as const;
export type TestType = KnownTestType | typeof OTHER_TEST;
export const OTHER_TEST_LABEL = 'Other test';

export const isKnownTest = (type: string): type is KnownTestType => Object.hasOwn(TEST_DEFINITIONS, type);

/** The definition of a known test, typed as the general shape (the table itself is `as const`). */
export const testDefinition = (type: KnownTestType): TestDefinition => TEST_DEFINITIONS[type];

/** The name shown in the test picker. */
export const testTypeLabel = (type: TestType) =>
  isKnownTest(type) ? TEST_DEFINITIONS[type].name : OTHER_TEST_LABEL;

/** A percentile rank, where a test reports one: a whole number from 0 to 100. */
export const PERCENTILE_SCALE: ScoreScale = { min: 0, max: 100, step: 1 };

// Scores are decimals such as 7.5 or 0.01 steps; a small tolerance absorbs binary rounding.
const EPSILON = 1e-9;

/** Whether a value is one a scale can give: within its range and on one of its steps. */
export function onScale(scale: ScoreScale, value: number): boolean {
  if (!Number.isFinite(value) || value < scale.min - EPSILON || value > scale.max + EPSILON) return false;
  const steps = (value - scale.min) / scale.step;
  return Math.abs(steps - Math.round(steps)) < EPSILON * Math.max(1, Math.abs(steps));
}

const decimalsOf = (step: number) => (Number.isInteger(step) ? 0 : (String(step).split('.')[1]?.length ?? 0));

/** A score as its report prints it: half-band scales keep their decimal (7.0), whole ones none. */
export const formatScore = (scale: ScoreScale, value: number) => value.toFixed(decimalsOf(scale.step));

/** "from 0 to 9 in steps of 0.5"; whole steps of one need no mention. */
export const describeScale = (scale: ScoreScale) =>
  `from ${scale.min} to ${scale.max}${scale.step === 1 ? '' : ` in steps of ${scale.step}`}`;

/**
 * The overall a test derives from its section scores, or null when it is entered from the report
 * or a section it needs is missing.
 */
export function computeOverall(
  definition: TestDefinition,
  sections: Readonly<Record<string, number | undefined>>,
): number | null {
  const { rule } = definition.overall;
  if (rule === 'entered') return null;
  const parts = definition.sections
    .filter((section) => section.inOverall !== false)
    .map((s) => sections[s.key]);
  if (parts.some((part) => part === undefined || !Number.isFinite(part))) return null;
  const sum = (parts as number[]).reduce((total, part) => total + part, 0);
  if (rule === 'sum') return sum;
  // Nearest half band, a quarter rounding up: 6.25 → 6.5, 6.75 → 7, 6.125 → 6.
  return Math.round((sum / parts.length) * 2) / 2;
}

/** "Listening 8.0 · Reading 7.5 …" in the test's order; empty for another test or no sections. */
export function sectionSummary(testType: string, sections: Readonly<Record<string, number>>): string {
  if (!isKnownTest(testType)) return '';
  return testDefinition(testType)
    .sections.filter((section) => sections[section.key] !== undefined)
    .map((section) => `${section.label} ${formatScore(section, sections[section.key]!)}`)
    .join(' · ');
}

// ---------------------------------------------------------------- school and college marks

export const GRADE_SCALES = {
  percentage: {
    label: 'Percentage',
    short: 'Percentage',
    noun: 'A percentage',
    min: 0,
    max: 100,
    step: 0.01,
  },
  cgpa10: { label: 'CGPA out of 10', short: 'CGPA', noun: 'A CGPA out of 10', min: 0, max: 10, step: 0.01 },
  gpa4: { label: 'GPA out of 4', short: 'GPA', noun: 'A GPA out of 4', min: 0, max: 4, step: 0.01 },
} as const satisfies Record<string, ScoreScale & { label: string; short: string; noun: string }>;

export type GradeScale = keyof typeof GRADE_SCALES;
export const GRADE_SCALE_KEYS = Object.keys(GRADE_SCALES) as GradeScale[];

/** "Percentage 86.4%", "CGPA 8.6 / 10", "GPA 3.7 / 4". */
export function formatGrade(scale: GradeScale, grade: number): string {
  const { short, max } = GRADE_SCALES[scale];
  const value = String(Math.round(grade * 100) / 100);
  return scale === 'percentage' ? `${short} ${value}%` : `${short} ${value} / ${max}`;
}
