import {
  checkEligibility,
  convertGrade,
  type EntryRequirements,
  eligibilityBadge,
  type ProfileForFacts,
  parseRequirementFields,
  type RequirementFields,
  requirementFieldsOf,
  studentFacts,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { sampleRequirements } from '../../seed/catalogue/requirements';

/**
 * The eligibility rules of packages/contract (docs/fit-and-chances.md, "Entry requirements and
 * eligibility"): no database, the pure functions the server and the web share.
 */

const YEAR = 2026;

/** The journey's student: CGPA 8.2/10, IELTS 7.5 (L 8 / R 7.5 / W 6.5 / S 7.5), GRE 320. */
const priya: ProfileForFacts = {
  schools: [{ standard: '12th', year: '2020', gradeScale: 'percentage', grade: 91 }],
  colleges: [
    {
      courseType: 'Undergraduate',
      courseName: 'B.Tech Computer Science',
      endYear: '2024',
      gradeScale: 'cgpa10',
      grade: 8.2,
    },
  ],
  workExperiences: [{ startYear: '2024', endYear: 'Present' }],
  testScores: [
    {
      testType: 'ielts',
      markObtained: '7.5',
      sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7.5 },
    },
    { testType: 'gre', markObtained: '320', sections: { verbal: 155, quant: 165, writing: 4 } },
  ],
};

const facts = (profile: Partial<ProfileForFacts> = {}) => studentFacts({ ...priya, ...profile }, YEAR);

function requirements(fields: RequirementFields): EntryRequirements {
  const parsed = parseRequirementFields({
    requirementsSourceUrl: 'https://example.edu/msc/entry',
    requirementsCheckedOn: '2026-11-01',
    ...fields,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value!;
}

const line = (req: EntryRequirements, key: string, f = facts()) =>
  checkEligibility(req, f).lines.find((l) => l.key === key)!;

describe('English', () => {
  it('a band below its minimum is not met, with both halves of the reason', () => {
    const req = requirements({ ieltsOverall: '7.0', ieltsWriting: '7.0' });
    const result = checkEligibility(req, facts());
    expect(result.lines[0]).toMatchObject({
      status: 'notMet',
      reason: 'IELTS 7.5 ≥ 7.0 overall; writing 6.5 < 7.0 required',
    });
    expect(eligibilityBadge(result)).toBe('1 requirement not met');
  });

  it('exactly the minimum is met (overall and band)', () => {
    const req = requirements({ ieltsOverall: '7.5', ieltsWriting: '6.5' });
    expect(line(req, 'english')).toMatchObject({
      status: 'met',
      reason: 'IELTS 7.5 ≥ 7.5 overall; writing 6.5 ≥ 6.5',
    });
  });

  it('a band the score does not give is unknown, not met or failed', () => {
    const req = requirements({ pteOverall: '65', pteWriting: '65' });
    const f = facts({ testScores: [{ testType: 'pte', markObtained: '70', sections: {} }] });
    expect(line(req, 'english', f)).toMatchObject({
      status: 'unknown',
      reason: 'PTE Academic 70 ≥ 65 overall; no writing score in your profile (65 required)',
    });
  });

  it('any one accepted test satisfies it; no accepted test in the profile is unknown', () => {
    const req = requirements({ toeflOverall: '100', ieltsOverall: '7.0' });
    expect(line(req, 'english').status).toBe('met');
    const onlyToefl = requirements({ toeflOverall: '100' });
    expect(line(onlyToefl, 'english')).toMatchObject({
      status: 'unknown',
      reason: 'No TOEFL iBT score in your profile',
    });
  });

  it('a waiver turns a shortfall into unknown, naming the waiver', () => {
    const req = requirements({
      ieltsOverall: '7.0',
      ieltsWriting: '7.0',
      englishWaiver: 'degree taught in English',
    });
    const result = line(req, 'english');
    expect(result.status).toBe('unknown');
    expect(result.reason).toContain('a waiver may apply (degree taught in English)');
    // A met requirement stays met whatever the waiver.
    expect(line(requirements({ ieltsOverall: '7.0', englishWaiver: 'x' }), 'english').status).toBe('met');
  });
});

describe('aptitude', () => {
  it('a required GRE at its minimum is met; below it is not; none is unknown', () => {
    expect(line(requirements({ greStatus: 'required', greTotal: '320' }), 'aptitude').status).toBe('met');
    expect(line(requirements({ greStatus: 'required', greTotal: '321' }), 'aptitude')).toMatchObject({
      status: 'notMet',
      reason: 'GRE General Test 320 < 321 overall',
    });
    const none = facts({ testScores: [] });
    expect(line(requirements({ greStatus: 'required' }), 'aptitude', none)).toMatchObject({
      status: 'unknown',
      reason: 'No GRE score in your profile',
    });
  });

  it('GRE or GMAT both required: either one does', () => {
    const req = requirements({ greStatus: 'required', gmatStatus: 'required', gmatTotal: '655' });
    expect(checkEligibility(req, facts()).lines.filter((l) => l.key === 'aptitude')).toHaveLength(1);
    expect(line(req, 'aptitude').status).toBe('met');
  });

  it('optional, recommended and not accepted do not count towards the verdict', () => {
    const req = requirements({ greStatus: 'optional', gmatStatus: 'notAccepted' });
    const result = checkEligibility(req, facts({ testScores: [] }));
    expect(result.lines.map((l) => l.status)).toEqual(['info', 'info']);
    expect(result.verdict).toBe('eligible');
  });
});

describe('academic', () => {
  it('converts CGPA /10 to GPA /4 proportionally, met at the edge', () => {
    expect(convertGrade(8.2, 'cgpa10', 'gpa4')).toBe(3.28);
    expect(convertGrade(7.5, 'cgpa10', 'gpa4')).toBe(3);
    const req = requirements({ priorDegree: 'bachelor', minGradeScale: 'gpa4', minGrade: '3.0' });
    const edge = facts({
      colleges: [{ ...priya.colleges[0]!, grade: 7.5 }],
    });
    expect(line(req, 'grade', edge)).toMatchObject({ status: 'met' });
    expect(line(req, 'grade', edge).reason).toContain('Your CGPA 7.5/10 ≈ 3.0/4 by proportional scaling');
    const below = facts({ colleges: [{ ...priya.colleges[0]!, grade: 7.49 }] });
    // 7.49/10 → 2.996 → 3.00 at two decimals: the conversion rounds, so the edge is 7.49 too.
    expect(line(req, 'grade', below).status).toBe('met');
    const further = facts({ colleges: [{ ...priya.colleges[0]!, grade: 7.48 }] });
    expect(line(req, 'grade', further)).toMatchObject({ status: 'notMet' });
  });

  it("the university's own Indian equivalent wins over any conversion", () => {
    const req = requirements({
      priorDegree: 'bachelor',
      minGradeScale: 'ukClass',
      minGrade: '2:1',
      indianCgpa: '8.5',
    });
    expect(line(req, 'grade')).toMatchObject({
      status: 'notMet',
      reason: "Your CGPA 8.2/10 < 8.5/10, the university's own equivalent for Indian degrees",
    });
    const noEquivalent = requirements({ priorDegree: 'bachelor', minGradeScale: 'ukClass', minGrade: '2:1' });
    expect(line(noEquivalent, 'grade').status).toBe('unknown');
  });

  it("a master's needs a master's; no grade is unknown; backlogs unknown until she gives them, then met up to the limit", () => {
    expect(line(requirements({ priorDegree: 'master' }), 'degree').status).toBe('notMet');
    expect(line(requirements({ priorDegree: 'bachelor' }), 'degree').status).toBe('met');
    const noGrade = facts({ colleges: [{ ...priya.colleges[0]!, gradeScale: null, grade: null }] });
    expect(
      line(
        requirements({ priorDegree: 'bachelor', minGradeScale: 'percentage', minGrade: '60' }),
        'grade',
        noGrade,
      ).status,
    ).toBe('unknown');
    expect(line(requirements({ priorDegree: 'bachelor', maxBacklogs: '5' }), 'backlogs').status).toBe(
      'unknown',
    );
    // With backlogs given (study preferences): exactly the limit is met, one more is not.
    const limit = requirements({ priorDegree: 'bachelor', maxBacklogs: '5' });
    const withBacklogs = (backlogs: number) => studentFacts({ ...priya, backlogs }, YEAR);
    expect(line(limit, 'backlogs', withBacklogs(5))).toMatchObject({
      status: 'met',
      reason: '5 active backlogs in your profile ≤ 5 allowed',
    });
    expect(line(limit, 'backlogs', withBacklogs(6))).toMatchObject({
      status: 'notMet',
      reason: '6 active backlogs in your profile > 5 allowed',
    });
    expect(
      line(requirements({ priorDegree: 'bachelor' }), 'degree', facts({ colleges: [], schools: [] })).status,
    ).toBe('unknown');
  });

  it('a course allowing no backlogs: 0 is met (an answer, not "not given"), 1 is not', () => {
    const none = requirements({ priorDegree: 'bachelor', maxBacklogs: '0' });
    const withBacklogs = (backlogs: number | null) => studentFacts({ ...priya, backlogs }, YEAR);
    expect(line(none, 'backlogs', withBacklogs(0))).toMatchObject({
      requirement: 'At most 0 backlogs',
      status: 'met',
      reason: '0 active backlogs in your profile ≤ 0 allowed',
    });
    expect(line(none, 'backlogs', withBacklogs(1))).toMatchObject({
      status: 'notMet',
      reason: '1 active backlog in your profile > 0 allowed',
    });
    expect(line(none, 'backlogs', withBacklogs(null)).status).toBe('unknown');
  });
});

describe('work, steps and the badge', () => {
  it('work in whole years: exactly the minimum is met', () => {
    // 2024 to Present (2026): 24 months.
    expect(line(requirements({ workMonths: '24' }), 'work').status).toBe('met');
    expect(line(requirements({ workMonths: '36' }), 'work').status).toBe('notMet');
    expect(line(requirements({ workMonths: '12' }), 'work', facts({ workExperiences: [] })).status).toBe(
      'unknown',
    );
  });

  it('badges: eligible, N not met, check your profile, none without requirements', () => {
    const f = facts();
    expect(eligibilityBadge(checkEligibility(requirements({ ieltsOverall: '7' }), f))).toBe('Eligible');
    expect(
      eligibilityBadge(
        checkEligibility(requirements({ ieltsOverall: '8', greStatus: 'required', greTotal: '330' }), f),
      ),
    ).toBe('2 requirements not met');
    expect(
      eligibilityBadge(checkEligibility(requirements({ toeflOverall: '90', interview: 'yes' }), f)),
    ).toBe('Check your profile');
    expect(eligibilityBadge(checkEligibility(null, f))).toBeNull();
  });
});

describe('the flat fields (console form and CSV)', () => {
  const errorsOf = (fields: RequirementFields) => {
    const parsed = parseRequirementFields({
      requirementsSourceUrl: 'https://example.edu',
      requirementsCheckedOn: '2026-11-01',
      ...fields,
    });
    return parsed.ok ? {} : parsed.errors;
  };

  it("refuses a minimum off the test's scale with the field's message", () => {
    expect(errorsOf({ ieltsOverall: '9.5' })).toEqual({
      ieltsOverall: 'IELTS overall minimum must be from 0 to 9 in steps of 0.5',
    });
    expect(errorsOf({ ieltsWriting: '6.3' }).ieltsWriting).toContain('in steps of 0.5');
    expect(errorsOf({ toeflOverall: '121' }).toeflOverall).toContain('from 0 to 120');
    expect(errorsOf({ pteOverall: '9' }).pteOverall).toContain('from 10 to 90');
    expect(errorsOf({ duolingoOverall: '165' }).duolingoOverall).toContain('from 10 to 160');
    expect(errorsOf({ greStatus: 'required', greTotal: '341' }).greTotal).toContain('from 260 to 340');
    expect(errorsOf({ gmatStatus: 'required', gmatTotal: '810' }).gmatTotal).toContain('from 205 to 805');
    expect(errorsOf({ priorDegree: 'bachelor', minGradeScale: 'gpa4', minGrade: '4.5' }).minGrade).toContain(
      'from 0 to 4',
    );
    expect(errorsOf({ ieltsOverall: 'seven' }).ieltsOverall).toBeDefined();
  });

  it('asks for the source and date of any requirement, and the scale of a grade', () => {
    expect(parseRequirementFields({ ieltsOverall: '6.5' })).toEqual({
      ok: false,
      errors: {
        requirementsSourceUrl: 'Say where the requirements come from (the course page’s address)',
        requirementsCheckedOn: 'Say when the requirements were checked',
      },
    });
    expect(errorsOf({ priorDegree: 'bachelor', minGrade: '60' }).minGradeScale).toBeDefined();
    expect(errorsOf({ greTotal: '300' }).greStatus).toBeDefined();
    expect(parseRequirementFields({})).toEqual({ ok: true, value: null });
  });

  it('round-trips through the form fields', () => {
    const req = requirements({
      ieltsOverall: '6.5',
      ieltsWriting: '7',
      greStatus: 'recommended',
      greQuant: '160',
      priorDegree: 'bachelor',
      minGradeScale: 'ukClass',
      minGrade: '2:1',
      indianPercentage: '60',
      workMonths: '24',
      interview: true,
    });
    const again = parseRequirementFields(requirementFieldsOf(req));
    expect(again).toEqual({ ok: true, value: req });
  });
});

describe('the demo catalogue’s sample requirements', () => {
  it('are on every test’s scale (they pass the form’s own checks) and labelled sample', () => {
    const types = ['Undergraduate', 'Postgraduate', 'PhD', 'Diploma', 'Certificate'] as const;
    for (let courseId = 1; courseId <= 400; courseId++) {
      const sample = sampleRequirements({
        courseId,
        type: types[courseId % types.length]!,
        courseName: courseId % 11 === 0 ? 'MBA' : 'MSc Data Science',
        categoryName: courseId % 7 === 0 ? 'Arts & Design' : 'Engineering & Technology',
        cca2: ['US', 'GB', 'DE', 'AU', 'CA', 'IE'][courseId % 6]!,
        qsRank: courseId % 3 === 0 ? 50 : null,
      });
      expect(sample.source).toEqual({ sample: true });
      const checked = parseRequirementFields({
        ...requirementFieldsOf(sample),
        requirementsSourceUrl: 'https://example.edu',
        requirementsCheckedOn: '2026-11-01',
      });
      expect(checked.ok, JSON.stringify(checked)).toBe(true);
      if (checked.ok) expect({ ...checked.value, source: sample.source }).toEqual(sample);
    }
  });
});
