import type { CourseType, EnglishMinimum, EntryRequirements } from '@edupath/contract';
import { Prng } from '../../lib/prng';

/**
 * Sample entry requirements for the demo catalogue (docs/fit-and-chances.md, "Demo data"):
 * plausible by level and country, never a real university's, and labelled as sample
 * (`source.sample`), which the course page shows as "illustrative sample data". Drawn from their
 * own random stream per course, so adding them changed no other generated figure.
 */

const fourBands = (value: number) => ({ listening: value, reading: value, writing: value, speaking: value });

/** The English minimums by level: [IELTS overall, lowest band, TOEFL iBT, PTE, Duolingo]. */
const ENGLISH_BY_LEVEL: Record<CourseType, Array<[number, number, number, number, number]>> = {
  Undergraduate: [
    [6, 5.5, 80, 58, 105],
    [6.5, 6, 90, 62, 110],
  ],
  Postgraduate: [
    [6.5, 6, 90, 62, 110],
    [6.5, 6, 92, 65, 115],
    [7, 6.5, 100, 68, 120],
  ],
  PhD: [
    [7, 6.5, 100, 68, 120],
    [7, 6, 95, 65, 120],
  ],
  Diploma: [
    [5.5, 5, 72, 50, 95],
    [6, 5.5, 79, 58, 100],
  ],
  Certificate: [
    [5.5, 5, 72, 50, 95],
    [6, 5.5, 79, 58, 100],
  ],
};

const NORTH_AMERICA = new Set(['US', 'CA']);
const UK_CLASS_COUNTRIES = new Set(['GB', 'IE']);

export function sampleRequirements(input: {
  courseId: number;
  type: CourseType;
  courseName: string;
  categoryName: string;
  cca2: string;
  qsRank: number | null;
}): EntryRequirements {
  const random = new Prng(`requirements:${input.courseId}`);
  const { type, cca2 } = input;
  const topRanked = input.qsRank !== null && input.qsRank <= 200;
  const mba = input.courseName === 'MBA';

  const levels = ENGLISH_BY_LEVEL[type];
  const [ielts, band, toefl, pte, duolingo] = topRanked ? levels[levels.length - 1]! : random.pick(levels);
  const tests: EnglishMinimum[] = [{ test: 'ielts', overall: ielts, bands: fourBands(band) }];
  // Some courses ask more of one skill (writing, for essay-heavy subjects).
  if (random.chance(0.2)) tests[0]!.bands.writing = Math.min(9, band + 0.5);
  tests.push({ test: 'toefl', overall: toefl, bands: {} });
  if (random.chance(0.6)) tests.push({ test: 'pte', overall: pte, bands: {} });
  if (random.chance(0.45)) tests.push({ test: 'duolingo', overall: duolingo, bands: {} });
  const waiver = random.chance(0.3) ? 'applicants whose previous degree was taught in English' : null;

  const aptitude: EntryRequirements['aptitude'] = [];
  if (mba) {
    // GRE first, as the form lists them; either one does for an MBA.
    aptitude.push({ test: 'gre', status: 'required', total: random.pick([300, 310, 315]), sections: {} });
    aptitude.push({
      test: 'gmat',
      status: 'required',
      total: random.pick([555, 585, 605, 625]),
      sections: {},
    });
  } else if (type === 'Postgraduate' && NORTH_AMERICA.has(cca2)) {
    const status = random.pick(['required', 'recommended', 'optional', 'optional'] as const);
    aptitude.push({
      test: 'gre',
      status,
      total: status === 'required' ? random.pick([300, 305, 310, 315]) : null,
      sections: status === 'required' && input.categoryName.startsWith('Engineering') ? { quant: 155 } : {},
    });
  } else if (type === 'PhD' && NORTH_AMERICA.has(cca2)) {
    aptitude.push({
      test: 'gre',
      status: random.pick(['recommended', 'optional'] as const),
      total: null,
      sections: {},
    });
  }

  let academic: EntryRequirements['academic'];
  if (type === 'Undergraduate' || type === 'Diploma' || type === 'Certificate') {
    academic = {
      degree: 'school',
      fields: null,
      minGrade: {
        scale: 'percentage',
        value: random.pick(type === 'Undergraduate' ? [60, 65, 70, 75] : [50, 55, 60]),
      },
      indianEquivalents: { percentage: null, cgpa10: null },
      maxBacklogs: null,
    };
  } else {
    const degree = type === 'PhD' ? 'master' : 'bachelor';
    const fields = mba ? null : 'the same or a related subject';
    if (UK_CLASS_COUNTRIES.has(cca2)) {
      const upper = topRanked || random.chance(0.5);
      academic = {
        degree,
        fields,
        minGrade: { scale: 'ukClass', value: upper ? 3 : 2 },
        // UK universities publish their own Indian equivalents; these are sample figures.
        indianEquivalents: {
          percentage: upper ? random.pick([60, 65, 70]) : random.pick([50, 55]),
          cgpa10: upper ? random.pick([6.5, 7, 7.5]) : random.pick([5.5, 6]),
        },
        maxBacklogs: random.chance(0.1) ? random.pick([5, 8, 10]) : null,
      };
    } else if (NORTH_AMERICA.has(cca2)) {
      academic = {
        degree,
        fields,
        minGrade: { scale: 'gpa4', value: topRanked ? random.pick([3.2, 3.3]) : random.pick([2.8, 3, 3]) },
        indianEquivalents: { percentage: null, cgpa10: null },
        maxBacklogs: null,
      };
    } else {
      academic = {
        degree,
        fields,
        minGrade: { scale: 'percentage', value: random.pick(topRanked ? [65, 70, 75] : [55, 60, 65]) },
        indianEquivalents: { percentage: null, cgpa10: null },
        maxBacklogs: random.chance(0.08) ? random.pick([5, 10]) : null,
      };
    }
  }

  const creative = /Design|Architecture/.test(input.categoryName);
  return {
    english: { tests, waiver },
    aptitude,
    academic,
    workMonths: mba ? random.pick([24, 36]) : null,
    portfolio: creative && random.chance(0.8),
    interview: mba || (type === 'PhD' && random.chance(0.6)),
    other: type === 'PhD' ? 'A research proposal and two academic references' : null,
    source: { sample: true },
  };
}
