import {
  type AptitudeRequirement,
  describeAptitude,
  describeEnglishMinimum,
  type EnglishMinimum,
  type EntryRequirements,
  formatGradeOn,
} from './entry-requirements';
import {
  type AptitudeTest,
  PRIOR_DEGREE_LABELS,
  PRIOR_DEGREES,
  type PriorDegree,
  type RequiredGradeScale,
  requirementTestName,
} from './entry-requirements-constants';
import { formatScore, GRADE_SCALES, type GradeScale, TEST_DEFINITIONS } from './test-scores';

/**
 * The eligibility check (docs/fit-and-chances.md, "Entry requirements and eligibility"): a
 * course's requirements against what the student's profile holds, each requirement Met, Not met
 * or Unknown with its reason in words. Pure: the server (the "eligible only" search filter, whose
 * SQL mirrors these rules and is tested against them) and the web (course page, cards) run it alike.
 */

// ---------------------------------------------------------------- what the profile gives

/** A score of a known test as the profile holds it: the overall and the sections given. */
export interface FactScore {
  test: string;
  overall: number;
  sections: Record<string, number>;
}

/** A grade of one qualification, on the scale it was given, and the same grade on the other scales. */
export interface FactGrade {
  /** "Bachelor's (B.Tech Computer Science)" */
  name: string;
  scale: GradeScale;
  value: number;
  /** Proportional conversion to each scale, two decimals (docs/fit-and-chances.md, "Grade conversion"). */
  on: Record<GradeScale, number>;
}

/** What the check reads from a profile (computed once per student by `studentFacts`). */
export interface StudentFacts {
  scores: FactScore[];
  /** Rank of the highest qualification (0 school, 1 bachelor, 2 master, 3 doctorate), -1 none. */
  highestRank: number;
  highestName: string | null;
  /** For each prior qualification a course may ask for: the grade compared (null: none given). */
  grades: Record<PriorDegree, FactGrade | null>;
  /** Months of work from the years the profile records; null when it records no work at all. */
  workMonths: number | null;
  /** Her active backlogs as her study preferences give them; null (or absent): not given. */
  backlogs?: number | null;
}

/** The profile as the facts are taken from (the fields of its school, college, work and test rows). */
export interface ProfileForFacts {
  schools: ReadonlyArray<{
    standard: string;
    year: string;
    gradeScale: GradeScale | null;
    grade: number | null;
  }>;
  colleges: ReadonlyArray<{
    courseType: string;
    courseName: string;
    endYear: string;
    gradeScale: GradeScale | null;
    grade: number | null;
  }>;
  workExperiences: ReadonlyArray<{ startYear: string; endYear: string }>;
  testScores: ReadonlyArray<{ testType: string; markObtained: string; sections: Record<string, number> }>;
  /** Active backlogs (study preferences); absent or null: not given. */
  backlogs?: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A grade on another of the profile's scales, by proportional scaling (8.2/10 → 3.28/4 → 82%).
 * An approximation: universities and evaluators use their own tables, which is why a course's own
 * published Indian equivalent is always used first (docs/fit-and-chances.md, "Grade conversion").
 */
export function convertGrade(value: number, from: GradeScale, to: GradeScale): number {
  if (from === to) return value;
  return round2((value / GRADE_SCALES[from].max) * GRADE_SCALES[to].max);
}

/** College course types (profile) as ranks of PRIOR_DEGREES; diplomas and certificates count as school level. */
const COLLEGE_RANK: Record<string, number> = {
  Undergraduate: 1,
  Postgraduate: 2,
  PhD: 3,
  Diploma: 0,
  Certificate: 0,
};
const RANK_NAMES = ['School', "Bachelor's", "Master's", 'Doctorate'];

const yearOf = (text: string, currentYear: number) =>
  text === 'Present' ? currentYear : /^\d{4}$/.test(text) ? Number(text) : null;

export function studentFacts(profile: ProfileForFacts, currentYear: number): StudentFacts {
  const scores: FactScore[] = [];
  for (const row of profile.testScores) {
    if (!(row.testType in TEST_DEFINITIONS)) continue;
    const overall = Number(row.markObtained);
    if (!Number.isFinite(overall)) continue;
    scores.push({ test: row.testType, overall, sections: { ...row.sections } });
  }

  type Entry = { rank: number; name: string; year: number; scale: GradeScale | null; grade: number | null };
  const entries: Entry[] = [
    ...profile.schools.map((s) => ({
      rank: 0,
      name: `School (${s.standard})`,
      year: Number(s.year) || 0,
      scale: s.gradeScale,
      grade: s.grade,
    })),
    ...profile.colleges.map((c) => ({
      rank: COLLEGE_RANK[c.courseType] ?? 0,
      name: `${RANK_NAMES[COLLEGE_RANK[c.courseType] ?? 0]} (${c.courseName})`,
      year: yearOf(c.endYear, currentYear) ?? 0,
      scale: c.gradeScale,
      grade: c.grade,
    })),
  ];
  const highest = entries.reduce<Entry | null>(
    (best, e) => (best === null || e.rank > best.rank ? e : best),
    null,
  );

  // The grade compared for a qualification: an entry at exactly that level, else the nearest
  // higher one; with a grade; the latest first.
  const grades = Object.fromEntries(
    PRIOR_DEGREES.map((degree, rank) => {
      const candidates = entries
        .filter((e) => e.rank >= rank && e.scale !== null && e.grade !== null)
        .sort((a, b) => a.rank - b.rank || b.year - a.year);
      const e = candidates[0];
      if (!e) return [degree, null];
      const scale = e.scale!;
      const value = e.grade!;
      const on = Object.fromEntries(
        (Object.keys(GRADE_SCALES) as GradeScale[]).map((to) => [to, convertGrade(value, scale, to)]),
      ) as Record<GradeScale, number>;
      return [degree, { name: e.name, scale, value, on }];
    }),
  ) as Record<PriorDegree, FactGrade | null>;

  let workMonths: number | null = null;
  for (const w of profile.workExperiences) {
    const start = yearOf(w.startYear, currentYear);
    const end = yearOf(w.endYear, currentYear);
    if (start === null || end === null) continue;
    workMonths = (workMonths ?? 0) + Math.max(0, end - start) * 12;
  }

  return {
    scores,
    highestRank: highest?.rank ?? -1,
    highestName: highest?.name ?? null,
    grades,
    workMonths,
    backlogs: profile.backlogs ?? null,
  };
}

// ---------------------------------------------------------------- the check

export type LineStatus = 'met' | 'notMet' | 'unknown' | 'info';

export interface EligibilityLine {
  key:
    | 'english'
    | 'aptitude'
    | 'degree'
    | 'grade'
    | 'backlogs'
    | 'work'
    | 'portfolio'
    | 'interview'
    | 'other';
  /** What the course asks, in words. */
  requirement: string;
  status: LineStatus;
  /** Why, in words ("IELTS 7.5 ≥ 6.5 overall; writing 6.5 < 7.0 required"). */
  reason: string;
}

export type EligibilityVerdict = 'eligible' | 'notMet' | 'unknown' | 'noRequirements';

export interface EligibilityResult {
  lines: EligibilityLine[];
  notMet: number;
  unknown: number;
  verdict: EligibilityVerdict;
}

const fmt = (test: string, key: 'overall' | string, value: number) => {
  const def = TEST_DEFINITIONS[test as keyof typeof TEST_DEFINITIONS];
  const scale = key === 'overall' ? def.overall : def.sections.find((s) => s.key === key)!;
  return formatScore(scale, value);
};
const sectionLabel = (test: string, key: string) =>
  TEST_DEFINITIONS[test as keyof typeof TEST_DEFINITIONS].sections
    .find((s) => s.key === key)
    ?.label.toLowerCase() ?? key;

const list = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** One score against one minimum: met, not met (with every shortfall) or unknown (a band not given). */
function scoreAgainst(
  score: FactScore,
  min: { overall: number | null; bands: Record<string, number> },
): { status: 'met' | 'notMet' | 'unknown'; reason: string } {
  const name = requirementTestName(score.test as EnglishMinimum['test'] | AptitudeTest);
  const parts: string[] = [];
  const short: string[] = [];
  const missing: string[] = [];
  if (min.overall !== null) {
    const ok = score.overall >= min.overall;
    const text = `${name} ${fmt(score.test, 'overall', score.overall)} ${ok ? '≥' : '<'} ${fmt(score.test, 'overall', min.overall)} overall`;
    (ok ? parts : short).push(text);
  }
  for (const [band, value] of Object.entries(min.bands)) {
    const mine = score.sections[band];
    const label = sectionLabel(score.test, band);
    if (mine === undefined)
      missing.push(`no ${label} score in your profile (${fmt(score.test, band, value)} required)`);
    else if (mine >= value)
      parts.push(`${label} ${fmt(score.test, band, mine)} ≥ ${fmt(score.test, band, value)}`);
    else short.push(`${label} ${fmt(score.test, band, mine)} < ${fmt(score.test, band, value)} required`);
  }
  if (parts.length === 0 && short.length === 0 && missing.length === 0)
    parts.push(`${name} ${fmt(score.test, 'overall', score.overall)} in your profile`);
  // The first part names the test; later ones read on from it.
  const reason = [...parts, ...short, ...missing].join('; ');
  const withName = reason.startsWith(name) ? reason : `${name}: ${reason}`;
  if (short.length > 0) return { status: 'notMet', reason: withName };
  if (missing.length > 0) return { status: 'unknown', reason: withName };
  return { status: 'met', reason: withName };
}

function englishLine(
  english: NonNullable<EntryRequirements['english']>,
  facts: StudentFacts,
): EligibilityLine {
  const requirement = `English: ${english.tests.map(describeEnglishMinimum).join(' or ')}${
    english.waiver ? ` (waiver: ${english.waiver})` : ''
  }`;
  const results = english.tests.flatMap((min) =>
    facts.scores.filter((s) => s.test === min.test).map((s) => scoreAgainst(s, min)),
  );
  const met = results.find((r) => r.status === 'met');
  if (met) return { key: 'english', requirement, status: 'met', reason: met.reason };
  const failed = results.find((r) => r.status === 'notMet') ?? results[0];
  let status: LineStatus = failed?.status ?? 'unknown';
  let reason =
    failed?.reason ??
    `No ${list(english.tests.map((t) => requirementTestName(t.test)))} score in your profile`;
  // A waiver (e.g. a degree taught in English) may excuse the test; the profile cannot tell.
  if (english.waiver) {
    status = 'unknown';
    reason += `; a waiver may apply (${english.waiver}): check with the university`;
  }
  return { key: 'english', requirement, status, reason };
}

function aptitudeLines(aptitude: AptitudeRequirement[], facts: StudentFacts): EligibilityLine[] {
  const lines: EligibilityLine[] = [];
  const required = aptitude.filter((a) => a.status === 'required');
  const evaluate = (a: AptitudeRequirement) => {
    const mine = facts.scores.filter((s) => s.test === a.test);
    const results = mine.map((s) => scoreAgainst(s, { overall: a.total, bands: a.sections }));
    return (
      results.find((r) => r.status === 'met') ?? results.find((r) => r.status === 'notMet') ?? results[0]
    );
  };
  if (required.length > 0) {
    // Both marked required: courses that take either (docs/fit-and-chances.md).
    const results = required.map(evaluate);
    const requirement = required.map(describeAptitude).join(' or ');
    const met = results.find((r) => r?.status === 'met');
    const failed = results.find((r) => r?.status === 'notMet') ?? results.find((r) => r);
    if (met) lines.push({ key: 'aptitude', requirement, status: 'met', reason: met.reason });
    else if (failed)
      lines.push({ key: 'aptitude', requirement, status: failed.status, reason: failed.reason });
    else
      lines.push({
        key: 'aptitude',
        requirement,
        status: 'unknown',
        reason: `No ${list(required.map((a) => a.test.toUpperCase()))} score in your profile`,
      });
  }
  for (const a of aptitude.filter((a) => a.status !== 'required')) {
    const result = a.status === 'notAccepted' ? undefined : evaluate(a);
    const reason =
      a.status === 'notAccepted'
        ? `The course does not look at ${a.test.toUpperCase()} scores`
        : result
          ? `Not required; ${result.reason}`
          : `Not required; no ${a.test.toUpperCase()} score in your profile`;
    lines.push({ key: 'aptitude', requirement: describeAptitude(a), status: 'info', reason });
  }
  return lines;
}

function gradeLine(
  academic: NonNullable<EntryRequirements['academic']>,
  min: { scale: RequiredGradeScale; value: number },
  facts: StudentFacts,
): EligibilityLine {
  const eq = academic.indianEquivalents;
  const equivalents = [
    ...(eq.percentage !== null ? [formatGradeOn('percentage', eq.percentage)] : []),
    ...(eq.cgpa10 !== null ? [formatGradeOn('cgpa10', eq.cgpa10)] : []),
  ];
  const requirement = `Minimum grade ${formatGradeOn(min.scale, min.value)}${
    equivalents.length ? ` (the university's equivalent for Indian degrees: ${equivalents.join(' or ')})` : ''
  }`;
  const grade = facts.grades[academic.degree];
  if (!grade)
    return {
      key: 'grade',
      requirement,
      status: 'unknown',
      reason: `No grade for your ${PRIOR_DEGREE_LABELS[academic.degree].replace(/ \(.*\)$/, '')} in your profile`,
    };
  const mine = `Your ${GRADE_SCALES[grade.scale].short} ${formatGradeOn(grade.scale, grade.value)}`;
  const own = grade.scale === 'percentage' ? eq.percentage : grade.scale === 'cgpa10' ? eq.cgpa10 : null;
  const verdict = (ok: boolean, reason: string): EligibilityLine => ({
    key: 'grade',
    requirement,
    status: ok ? 'met' : 'notMet',
    reason,
  });
  if (own !== null) {
    const ok = grade.value >= own;
    return verdict(
      ok,
      `${mine} ${ok ? '≥' : '<'} ${formatGradeOn(grade.scale, own)}, the university's own equivalent for Indian degrees`,
    );
  }
  if (min.scale === grade.scale) {
    const ok = grade.value >= min.value;
    return verdict(ok, `${mine} ${ok ? '≥' : '<'} ${formatGradeOn(min.scale, min.value)} required`);
  }
  if (min.scale === 'ukClass')
    return {
      key: 'grade',
      requirement,
      status: 'unknown',
      reason: `${mine}: the course gives a UK class and no Indian equivalent, so there is nothing to compare it with; ask the university`,
    };
  const converted = grade.on[min.scale as GradeScale];
  const ok = converted >= min.value;
  return verdict(
    ok,
    `${mine} ≈ ${formatGradeOn(min.scale, converted)} by proportional scaling (an approximation; the university may convert differently) ${ok ? '≥' : '<'} ${formatGradeOn(min.scale, min.value)} required`,
  );
}

export function checkEligibility(
  requirements: EntryRequirements | null,
  facts: StudentFacts,
): EligibilityResult {
  if (!requirements) return { lines: [], notMet: 0, unknown: 0, verdict: 'noRequirements' };
  const lines: EligibilityLine[] = [];
  if (requirements.english && requirements.english.tests.length > 0)
    lines.push(englishLine(requirements.english, facts));
  lines.push(...aptitudeLines(requirements.aptitude, facts));
  const academic = requirements.academic;
  if (academic) {
    const rank = PRIOR_DEGREES.indexOf(academic.degree);
    const label = PRIOR_DEGREE_LABELS[academic.degree];
    const fields = academic.fields ? ` in ${academic.fields}` : '';
    const fieldsNote = academic.fields
      ? ` (fields accepted: ${academic.fields}; the university decides whether yours fits)`
      : '';
    lines.push(
      facts.highestRank < 0
        ? {
            key: 'degree',
            requirement: `${label}${fields}`,
            status: 'unknown',
            reason: 'No school or degree in your profile',
          }
        : facts.highestRank >= rank
          ? {
              key: 'degree',
              requirement: `${label}${fields}`,
              status: 'met',
              reason: `Your ${facts.highestName}${fieldsNote}`,
            }
          : {
              key: 'degree',
              requirement: `${label}${fields}`,
              status: 'notMet',
              reason: `Your highest qualification in your profile is ${facts.highestName}`,
            },
    );
    if (academic.minGrade) lines.push(gradeLine(academic, academic.minGrade, facts));
    if (academic.maxBacklogs !== null) {
      const limit = academic.maxBacklogs;
      const requirement = `At most ${limit} backlog${limit === 1 ? '' : 's'}`;
      const mine = facts.backlogs ?? null;
      lines.push(
        mine === null
          ? {
              key: 'backlogs',
              requirement,
              status: 'unknown',
              reason: 'Your profile does not record backlogs',
            }
          : {
              key: 'backlogs',
              requirement,
              status: mine <= limit ? 'met' : 'notMet',
              // The wording docs/fit-and-chances.md ("Backlogs in the eligibility check") gives.
              reason: `${mine} active backlog${mine === 1 ? '' : 's'} in your profile ${mine <= limit ? '≤' : '>'} ${limit} allowed`,
            },
      );
    }
  }
  if (requirements.workMonths !== null && requirements.workMonths > 0) {
    const need = requirements.workMonths;
    const requirement = `${need} months of work experience`;
    const mine = facts.workMonths;
    lines.push(
      mine === null
        ? { key: 'work', requirement, status: 'unknown', reason: 'No work experience in your profile' }
        : mine >= need
          ? {
              key: 'work',
              requirement,
              status: 'met',
              reason: `About ${mine} months in your profile (counted in whole years) ≥ ${need}`,
            }
          : {
              key: 'work',
              requirement,
              status: 'notMet',
              reason: `About ${mine} months in your profile (counted in whole years) < ${need} required`,
            },
    );
  }
  const step = (key: 'portfolio' | 'interview' | 'other', requirement: string): EligibilityLine => ({
    key,
    requirement,
    status: 'info',
    reason: 'Part of the application: your profile cannot show it',
  });
  if (requirements.portfolio) lines.push(step('portfolio', 'A portfolio'));
  if (requirements.interview) lines.push(step('interview', 'An interview'));
  if (requirements.other) lines.push(step('other', requirements.other));

  const notMet = lines.filter((l) => l.status === 'notMet').length;
  const unknown = lines.filter((l) => l.status === 'unknown').length;
  return { lines, notMet, unknown, verdict: notMet > 0 ? 'notMet' : unknown > 0 ? 'unknown' : 'eligible' };
}

/** The card's badge: "Eligible", "1 requirement not met", "Check your profile"; null without requirements. */
export function eligibilityBadge(result: EligibilityResult): string | null {
  switch (result.verdict) {
    case 'eligible':
      return 'Eligible';
    case 'notMet':
      return `${result.notMet} requirement${result.notMet === 1 ? '' : 's'} not met`;
    case 'unknown':
      return 'Check your profile';
    default:
      return null;
  }
}
