import { type ScoreScale, TEST_DEFINITIONS } from './test-scores';

/**
 * Plain values of entry requirements (no zod), so the course CSV's columns and the console's form
 * can take them as they are (docs/fit-and-chances.md, "Entry requirements and eligibility").
 */

export const ENGLISH_TESTS = ['ielts', 'toefl', 'pte', 'duolingo'] as const;
export type EnglishTest = (typeof ENGLISH_TESTS)[number];
export const APTITUDE_TESTS = ['gre', 'gmat'] as const;
export type AptitudeTest = (typeof APTITUDE_TESTS)[number];
export const APTITUDE_STATUSES = ['required', 'recommended', 'optional', 'notAccepted'] as const;
export type AptitudeStatus = (typeof APTITUDE_STATUSES)[number];
export const APTITUDE_STATUS_LABELS: Record<AptitudeStatus, string> = {
  required: 'Required',
  recommended: 'Recommended',
  optional: 'Optional',
  notAccepted: 'Not accepted',
};

/** The prior qualification a course asks for, lowest first (its index is its rank). */
export const PRIOR_DEGREES = ['school', 'bachelor', 'master'] as const;
export type PriorDegree = (typeof PRIOR_DEGREES)[number];
export const PRIOR_DEGREE_LABELS: Record<PriorDegree, string> = {
  school: 'Class 12 (higher secondary)',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
};

/** The scales a course publishes its minimum grade on: the profile's three, and the UK class. */
export const REQUIRED_GRADE_SCALES = ['percentage', 'cgpa10', 'gpa4', 'ukClass'] as const;
export type RequiredGradeScale = (typeof REQUIRED_GRADE_SCALES)[number];
/** UK degree classes as stored (a number, so minimums compare): 4 is a First. */
export const UK_CLASSES = [
  { value: 4, label: 'First', short: '1st' },
  { value: 3, label: 'Upper second (2:1)', short: '2:1' },
  { value: 2, label: 'Lower second (2:2)', short: '2:2' },
  { value: 1, label: 'Third', short: '3rd' },
] as const;

export const sectionsOf = (test: EnglishTest | AptitudeTest) =>
  TEST_DEFINITIONS[test].sections.map((s) => ({ ...s }) as { key: string; label: string } & ScoreScale);
export const overallOf = (test: EnglishTest | AptitudeTest): ScoreScale => TEST_DEFINITIONS[test].overall;
export const requirementTestName = (test: EnglishTest | AptitudeTest) => TEST_DEFINITIONS[test].name;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const bandFieldKey = (test: EnglishTest, band: string) => `${test}${cap(band)}`;

/** Every flat field, in the order the form and the CSV template list them. */
export const REQUIREMENT_FIELD_KEYS = [
  // Per English test: the overall and each band (`${test}${Band}`, the test's section keys).
  'ieltsOverall',
  'ieltsListening',
  'ieltsReading',
  'ieltsWriting',
  'ieltsSpeaking',
  'toeflOverall',
  'toeflListening',
  'toeflReading',
  'toeflWriting',
  'toeflSpeaking',
  'pteOverall',
  'pteListening',
  'pteReading',
  'pteWriting',
  'pteSpeaking',
  'duolingoOverall',
  'duolingoLiteracy',
  'duolingoComprehension',
  'duolingoConversation',
  'duolingoProduction',
  'englishWaiver',
  'greStatus',
  'greTotal',
  'greVerbal',
  'greQuant',
  'gmatStatus',
  'gmatTotal',
  'priorDegree',
  'priorFields',
  'minGradeScale',
  'minGrade',
  'indianPercentage',
  'indianCgpa',
  'maxBacklogs',
  'workMonths',
  'portfolio',
  'interview',
  'otherRequirements',
  'requirementsSourceUrl',
  'requirementsCheckedOn',
] as const;
export type RequirementFieldKey = (typeof REQUIREMENT_FIELD_KEYS)[number];
/** What the console's form holds and the CSV's cells are: text, blank for "not stated". */
export type RequirementFields = Partial<Record<RequirementFieldKey, string | number | boolean | null>>;

/** Label of a flat field, for the form and for messages. */
export function requirementFieldLabel(key: RequirementFieldKey): string {
  for (const test of ENGLISH_TESTS) {
    const name = requirementTestName(test);
    if (key === `${test}Overall`) return `${name} overall minimum`;
    const band = sectionsOf(test).find((s) => bandFieldKey(test, s.key) === key);
    if (band) return `${name} ${band.label.toLowerCase()} minimum`;
  }
  const labels: Record<string, string> = {
    englishWaiver: 'English waiver',
    greStatus: 'GRE',
    greTotal: 'GRE minimum total',
    greVerbal: 'GRE verbal minimum',
    greQuant: 'GRE quantitative minimum',
    gmatStatus: 'GMAT',
    gmatTotal: 'GMAT minimum total',
    priorDegree: 'Prior qualification',
    priorFields: 'Fields accepted',
    minGradeScale: 'Minimum grade scale',
    minGrade: 'Minimum grade',
    indianPercentage: "University's equivalent for Indian applicants (percentage)",
    indianCgpa: "University's equivalent for Indian applicants (CGPA /10)",
    maxBacklogs: 'Maximum backlogs',
    workMonths: 'Work experience (months)',
    portfolio: 'Portfolio',
    interview: 'Interview',
    otherRequirements: 'Other requirements',
    requirementsSourceUrl: 'Source of the requirements (URL)',
    requirementsCheckedOn: 'Checked on',
  };
  return labels[key] ?? key;
}
