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
