import type { CourseType } from '@edupath/contract';
import { CATEGORIES } from './categories';

/**
 * What a university of each kind teaches (docs/catalogue.md#plausible-generation): the kind comes
 * from the university's name (a few well-known names that do not say it are listed), and a kind
 * offers only the categories it lists.
 */
export const UNIVERSITY_KINDS = [
  'technical',
  'medical',
  'arts',
  'business',
  'agricultural',
  'education',
  'law',
  'comprehensive',
] as const;
export type UniversityKind = (typeof UNIVERSITY_KINDS)[number];

const ALL = CATEGORIES.map((c) => c.categoryName);

export const KIND_CATEGORIES: Record<UniversityKind, readonly string[]> = {
  technical: [
    'Computer Science & IT',
    'Engineering & Technology',
    'Natural Sciences',
    'Architecture & Planning',
    'Business & Management',
  ],
  medical: ['Medicine & Health', 'Natural Sciences'],
  arts: ['Arts & Design', 'Humanities & Social Sciences', 'Architecture & Planning'],
  business: ['Business & Management', 'Humanities & Social Sciences', 'Law', 'Hospitality & Tourism'],
  agricultural: ['Agriculture & Environment', 'Natural Sciences', 'Business & Management'],
  education: ['Education', 'Humanities & Social Sciences'],
  law: ['Law', 'Humanities & Social Sciences'],
  comprehensive: ALL,
};

/** Research universities in the rankings teach degrees; diplomas and certificates come from the rest. */
export const RANKED_LEVELS: readonly CourseType[] = ['Undergraduate', 'Postgraduate', 'PhD'];
export const ALL_LEVELS: readonly CourseType[] = [
  'Undergraduate',
  'Postgraduate',
  'PhD',
  'Diploma',
  'Certificate',
];

/** Names that do not say what the university is. */
const KNOWN: Record<string, UniversityKind> = {
  'Imperial College London': 'technical',
  'ETH Zurich': 'technical',
  'Karolinska Institute': 'medical',
  'Karolinska Institutet': 'medical',
};

const RULES: ReadonlyArray<readonly [RegExp, UniversityKind]> = [
  [/\b(medic\w*|health|nursing|pharmac\w*|dental|dentistry|medizin\w*|médecine)\b/i, 'medical'],
  [
    /\b(technolog\w*|technical|technische|technic\w*|polytechn\w*|politecnic\w*|politécnic\w*|tecnol\w*|engineering|mines)\b/i,
    'technical',
  ],
  [/\b(art|arts|music|musik|design|conservato\w*|film|drama|theatre|theater|beaux|fine)\b/i, 'arts'],
  [/\b(business|management|commerce|economics|finance|wirtschaft\w*)\b/i, 'business'],
  [/\b(agricultur\w*|agrarian|agronom\w*|forestry|veterinar\w*|agraria)\b/i, 'agricultural'],
  [/\b(pedagog\w*|teachers?|(?<!higher )education)\b/i, 'education'],
  [/\b(law|legal)\b/i, 'law'],
];

/** 'Arts and Sciences', 'Liberal Arts': a broad college, not an art school. */
const BROAD_ARTS = /\b(arts and sciences?|liberal arts|arts & sciences?|science and arts)\b/i;

export function universityKind(name: string): UniversityKind {
  const known = KNOWN[name];
  if (known) return known;
  // A 'University of Technology and Medicine' is still a university of several faculties.
  if (
    /\buniversity\b/i.test(name) &&
    /\band\b/i.test(name) &&
    !/\bof (technology|science and technology)\b/i.test(name)
  )
    return 'comprehensive';
  for (const [pattern, kind] of RULES) {
    if (kind === 'arts' && BROAD_ARTS.test(name)) continue;
    if (pattern.test(name)) return kind;
  }
  return 'comprehensive';
}

export const levelsFor = (qsRank: number | null): readonly CourseType[] =>
  qsRank !== null && qsRank <= 500 ? RANKED_LEVELS : ALL_LEVELS;

/**
 * Subjects taught as degrees of their own mostly by universities of applied sciences, colleges and
 * specialist schools, not by the world's leading research universities (docs/catalogue.md#plausible-generation):
 * a QS top-200 university gets fewer such courses rather than invented ones.
 */
const VOCATIONAL_SUBJECTS = new Set([
  'Accounting',
  'Agribusiness',
  'Animation',
  'Aviation Management',
  'Cloud Computing',
  'Construction Management',
  'Culinary Arts',
  'Event Management',
  'Fashion Design',
  'Game Development',
  'Hospitality Management',
  'Hotel Management',
  'Interior Design',
  'Photography',
  'Physical Education',
  'Quantity Surveying',
  'Sports Management',
  'Supply Chain Management',
  'Tourism Management',
]);
export const TOP_RESEARCH_RANK = 200;

/** Medicine and dentistry are first degrees (MBBS, BDS): nobody teaches an "MSc Medicine". */
const FIRST_DEGREE_ONLY = new Set(['Medicine', 'Dentistry']);
/** Where medicine and dentistry are graduate-entry professional doctorates (MD, DDS), not bachelor's. */
const GRADUATE_ENTRY_MEDICINE = new Set(['US', 'CA']);

/** Whether a university plausibly teaches a subject at a level, by the rules above. */
export function isPlausibleSubject(
  university: { qsRank: number | null; cca2: string },
  subject: string,
  type: CourseType,
): boolean {
  if (
    university.qsRank !== null &&
    university.qsRank <= TOP_RESEARCH_RANK &&
    VOCATIONAL_SUBJECTS.has(subject)
  )
    return false;
  if (FIRST_DEGREE_ONLY.has(subject))
    return type === 'Undergraduate' && !GRADUATE_ENTRY_MEDICINE.has(university.cca2);
  return true;
}
