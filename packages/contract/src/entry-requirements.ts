import { z } from 'zod';
import {
  APTITUDE_STATUS_LABELS,
  APTITUDE_STATUSES,
  APTITUDE_TESTS,
  type AptitudeStatus,
  type AptitudeTest,
  bandFieldKey,
  ENGLISH_TESTS,
  overallOf,
  PRIOR_DEGREES,
  type PriorDegree,
  REQUIRED_GRADE_SCALES,
  REQUIREMENT_FIELD_KEYS,
  type RequiredGradeScale,
  type RequirementFieldKey,
  type RequirementFields,
  requirementFieldLabel,
  requirementTestName,
  sectionsOf,
  UK_CLASSES,
} from './entry-requirements-constants';
import { optionalText } from './fields';
import {
  describeScale,
  formatScore,
  GRADE_SCALES,
  type GradeScale,
  onScale,
  type ScoreScale,
} from './test-scores';

/**
 * A course's entry requirements, structured (docs/fit-and-chances.md, "Entry requirements and
 * eligibility"). Staff write them as flat fields (the console's course form and the course CSV's
 * columns, `requirementFieldsSchema`); they are stored and answered in the structured shape
 * (`entryRequirementsSchema`), which the eligibility check (eligibility.ts) reads. Every score is
 * checked against the test's own scale (test-scores.ts), so a minimum above a test's maximum is a
 * field error, never a stored figure.
 */

// ---------------------------------------------------------------- stored shape

const score = z.number();
const englishMinimumSchema = z.object({
  test: z.enum(ENGLISH_TESTS),
  overall: score.nullable(),
  /** Minimum per band (section key of the test), only for the bands the course names. */
  bands: z.record(z.string(), score),
});
export type EnglishMinimum = z.infer<typeof englishMinimumSchema>;

const aptitudeRequirementSchema = z.object({
  test: z.enum(APTITUDE_TESTS),
  status: z.enum(APTITUDE_STATUSES),
  total: score.nullable(),
  sections: z.record(z.string(), score),
});
export type AptitudeRequirement = z.infer<typeof aptitudeRequirementSchema>;

export const entryRequirementsSchema = z.object({
  /** Any one of the tests, at its minimums, satisfies the English requirement. */
  english: z.object({ tests: z.array(englishMinimumSchema), waiver: z.string().nullable() }).nullable(),
  aptitude: z.array(aptitudeRequirementSchema),
  academic: z
    .object({
      degree: z.enum(PRIOR_DEGREES),
      fields: z.string().nullable(),
      minGrade: z.object({ scale: z.enum(REQUIRED_GRADE_SCALES), value: score }).nullable(),
      /** The university's own published equivalents for Indian applicants (used before any conversion). */
      indianEquivalents: z.object({ percentage: score.nullable(), cgpa10: score.nullable() }),
      maxBacklogs: z.number().int().nullable(),
    })
    .nullable(),
  workMonths: z.number().int().nullable(),
  portfolio: z.boolean(),
  interview: z.boolean(),
  other: z.string().nullable(),
  /** Where the figures come from: the course's own page and when it was checked, or the demo's sample. */
  source: z.union([
    z.object({ sample: z.literal(true) }),
    z.object({ sample: z.literal(false), url: z.string(), checkedOn: z.iso.date() }),
  ]),
});
export type EntryRequirements = z.infer<typeof entryRequirementsSchema>;

// ---------------------------------------------------------------- flat fields (form and CSV)

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const asNumber = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim())
      ? Number(value.trim())
      : Number.NaN;
const asText = (value: unknown) => (blank(value) ? null : String(value).trim());
const TRUE_CELLS = ['true', 'yes', '1'];
const FALSE_CELLS = ['false', 'no', '0', ''];

const ukClassOf = (text: string) =>
  UK_CLASSES.find(
    (c) => c.short.toLowerCase() === text.toLowerCase() || c.label.toLowerCase() === text.toLowerCase(),
  ) ?? UK_CLASSES.find((c) => String(c.value) === text);

/**
 * The flat fields as the structured requirements, or field errors (keyed by flat field). All
 * blank: null (the course states none). Pure, so the server, the CSV import and the form agree.
 */
export function parseRequirementFields(
  fields: RequirementFields,
): { ok: true; value: EntryRequirements | null } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const get = (key: RequirementFieldKey) => fields[key];
  const numberOn = (key: RequirementFieldKey, scale: ScoreScale): number | null => {
    const raw = get(key);
    if (blank(raw)) return null;
    const n = asNumber(raw);
    if (!onScale(scale, n)) {
      errors[key] = `${requirementFieldLabel(key)} must be ${describeScale(scale)}`;
      return null;
    }
    return n;
  };
  const flag = (key: RequirementFieldKey): boolean => {
    const raw = get(key);
    if (typeof raw === 'boolean') return raw;
    const text = raw === undefined || raw === null ? '' : String(raw).trim().toLowerCase();
    if (TRUE_CELLS.includes(text)) return true;
    if (!FALSE_CELLS.includes(text)) errors[key] = `${requirementFieldLabel(key)} must be yes or no`;
    return false;
  };
  const text = (key: RequirementFieldKey, max: number) => {
    const parsed = optionalText(max).safeParse(asText(get(key)));
    if (!parsed.success) errors[key] = parsed.error.issues[0]?.message ?? 'Must be text';
    return parsed.success ? parsed.data : null;
  };

  const tests: EnglishMinimum[] = [];
  for (const test of ENGLISH_TESTS) {
    const overall = numberOn(`${test}Overall` as RequirementFieldKey, overallOf(test));
    const bands: Record<string, number> = {};
    for (const section of sectionsOf(test)) {
      const value = numberOn(bandFieldKey(test, section.key) as RequirementFieldKey, section);
      if (value !== null) bands[section.key] = value;
    }
    if (overall !== null || Object.keys(bands).length > 0) tests.push({ test, overall, bands });
  }
  const waiver = text('englishWaiver', 500);
  if (waiver && tests.length === 0)
    errors.englishWaiver = 'Give the English minimums the waiver is an exception to';

  const aptitude: AptitudeRequirement[] = [];
  const aptitudeOf = (test: AptitudeTest, sectionKeys: Record<string, RequirementFieldKey>) => {
    const statusKey = `${test}Status` as RequirementFieldKey;
    const rawStatus = asText(get(statusKey));
    const total = numberOn(`${test}Total` as RequirementFieldKey, overallOf(test));
    const sections: Record<string, number> = {};
    for (const [section, key] of Object.entries(sectionKeys)) {
      const scale = sectionsOf(test).find((s) => s.key === section)!;
      const value = numberOn(key, scale);
      if (value !== null) sections[section] = value;
    }
    if (rawStatus === null) {
      if (total !== null || Object.keys(sections).length > 0)
        errors[statusKey] = `Say whether ${requirementTestName(test)} is required, recommended or optional`;
      return;
    }
    const status = (APTITUDE_STATUSES as readonly string[]).includes(rawStatus)
      ? (rawStatus as AptitudeStatus)
      : undefined;
    if (!status) {
      errors[statusKey] =
        `${requirementFieldLabel(statusKey)} must be one of: ${APTITUDE_STATUSES.join(', ')}`;
      return;
    }
    if (status === 'notAccepted' && (total !== null || Object.keys(sections).length > 0))
      errors[statusKey] = `A minimum makes no sense for a test the course does not accept`;
    aptitude.push({ test, status, total, sections });
  };
  aptitudeOf('gre', { verbal: 'greVerbal', quant: 'greQuant' });
  aptitudeOf('gmat', {});

  const rawDegree = asText(get('priorDegree'));
  const degree = (PRIOR_DEGREES as readonly string[]).includes(rawDegree ?? '')
    ? (rawDegree as PriorDegree)
    : null;
  if (rawDegree !== null && degree === null)
    errors.priorDegree = `Prior qualification must be one of: ${PRIOR_DEGREES.join(', ')}`;
  const priorFields = text('priorFields', 500);
  const rawScale = asText(get('minGradeScale'));
  const scale = (REQUIRED_GRADE_SCALES as readonly string[]).includes(rawScale ?? '')
    ? (rawScale as RequiredGradeScale)
    : null;
  if (rawScale !== null && scale === null)
    errors.minGradeScale = `Minimum grade scale must be one of: ${REQUIRED_GRADE_SCALES.join(', ')}`;
  let minGrade: { scale: RequiredGradeScale; value: number } | null = null;
  const rawGrade = get('minGrade');
  if (scale === 'ukClass') {
    const found = blank(rawGrade) ? undefined : ukClassOf(String(rawGrade).trim());
    if (!found) errors.minGrade = 'Minimum grade on the UK scale must be 1st, 2:1, 2:2 or 3rd';
    else minGrade = { scale, value: found.value };
  } else if (scale) {
    const value = numberOn('minGrade', GRADE_SCALES[scale]);
    if (value === null && !errors.minGrade) errors.minGrade = 'Give the minimum grade on its scale';
    else if (value !== null) minGrade = { scale, value };
  } else if (!blank(rawGrade)) {
    errors.minGradeScale = 'Say which scale the minimum grade is on';
  }
  const indianPercentage = numberOn('indianPercentage', GRADE_SCALES.percentage);
  const indianCgpa = numberOn('indianCgpa', GRADE_SCALES.cgpa10);
  const maxBacklogs = numberOn('maxBacklogs', { min: 0, max: 50, step: 1 });
  const academicGiven =
    minGrade !== null || priorFields !== null || indianPercentage !== null || indianCgpa !== null;
  if (degree === null && rawDegree === null && (academicGiven || maxBacklogs !== null))
    errors.priorDegree = 'Say which prior qualification the grade or fields refer to';

  const workMonths = numberOn('workMonths', { min: 0, max: 600, step: 1 });
  const portfolio = flag('portfolio');
  const interview = flag('interview');
  const other = text('otherRequirements', 1000);

  const anything =
    tests.length > 0 ||
    aptitude.length > 0 ||
    degree !== null ||
    workMonths !== null ||
    portfolio ||
    interview ||
    other !== null;
  const url = text('requirementsSourceUrl', 500);
  const checkedOnRaw = asText(get('requirementsCheckedOn'));
  if (url !== null && !/^https?:\/\/\S+$/i.test(url))
    errors.requirementsSourceUrl = 'Source must be a web address (https://…)';
  const checkedOn = checkedOnRaw === null ? null : z.iso.date().safeParse(checkedOnRaw);
  if (checkedOn && !checkedOn.success)
    errors.requirementsCheckedOn = 'Checked on must be a date (YYYY-MM-DD)';
  if (anything && url === null && !errors.requirementsSourceUrl)
    errors.requirementsSourceUrl = 'Say where the requirements come from (the course page’s address)';
  if (anything && checkedOnRaw === null)
    errors.requirementsCheckedOn = 'Say when the requirements were checked';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!anything) return { ok: true, value: null };
  return {
    ok: true,
    value: {
      english: tests.length > 0 ? { tests, waiver } : null,
      aptitude,
      academic: degree
        ? {
            degree,
            fields: priorFields,
            minGrade,
            indianEquivalents: { percentage: indianPercentage, cgpa10: indianCgpa },
            maxBacklogs,
          }
        : null,
      workMonths: workMonths === 0 ? null : workMonths,
      portfolio,
      interview,
      other,
      source: { sample: false, url: url!, checkedOn: checkedOnRaw! },
    },
  };
}

/** The structured requirements back as flat fields, to fill the console's form. */
export function requirementFieldsOf(requirements: EntryRequirements | null): RequirementFields {
  if (!requirements) return {};
  const fields: RequirementFields = {};
  for (const t of requirements.english?.tests ?? []) {
    if (t.overall !== null) fields[`${t.test}Overall` as RequirementFieldKey] = String(t.overall);
    for (const [band, value] of Object.entries(t.bands))
      fields[bandFieldKey(t.test, band) as RequirementFieldKey] = String(value);
  }
  if (requirements.english?.waiver) fields.englishWaiver = requirements.english.waiver;
  for (const a of requirements.aptitude) {
    fields[`${a.test}Status` as RequirementFieldKey] = a.status;
    if (a.total !== null) fields[`${a.test}Total` as RequirementFieldKey] = String(a.total);
    if (a.sections.verbal !== undefined) fields.greVerbal = String(a.sections.verbal);
    if (a.sections.quant !== undefined) fields.greQuant = String(a.sections.quant);
  }
  const ac = requirements.academic;
  if (ac) {
    fields.priorDegree = ac.degree;
    if (ac.fields) fields.priorFields = ac.fields;
    if (ac.minGrade) {
      fields.minGradeScale = ac.minGrade.scale;
      fields.minGrade =
        ac.minGrade.scale === 'ukClass'
          ? (UK_CLASSES.find((c) => c.value === ac.minGrade!.value)?.short ?? '')
          : String(ac.minGrade.value);
    }
    if (ac.indianEquivalents.percentage !== null)
      fields.indianPercentage = String(ac.indianEquivalents.percentage);
    if (ac.indianEquivalents.cgpa10 !== null) fields.indianCgpa = String(ac.indianEquivalents.cgpa10);
    if (ac.maxBacklogs !== null) fields.maxBacklogs = String(ac.maxBacklogs);
  }
  if (requirements.workMonths !== null) fields.workMonths = String(requirements.workMonths);
  fields.portfolio = requirements.portfolio;
  fields.interview = requirements.interview;
  if (requirements.other) fields.otherRequirements = requirements.other;
  if (!requirements.source.sample) {
    fields.requirementsSourceUrl = requirements.source.url;
    fields.requirementsCheckedOn = requirements.source.checkedOn;
  }
  return fields;
}

const flatFieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
  error: 'Entry requirements must be an object of fields',
});

/**
 * A zod field for a body's `entryRequirements`: the flat fields in (or requirements already in the
 * structured shape, as the console's form sends them once its own check has run: they are taken
 * back to their fields and checked again), the structured requirements (or null) out; each bad
 * field is an issue at `entryRequirements.<field>`.
 */
// Read as it comes (flat fields or the structured shape); typed as the two shapes a client sends.
const requirementInput = z.unknown() as unknown as z.ZodType<RequirementFields | EntryRequirements | null>;

export const requirementFieldsSchema = requirementInput
  .optional()
  .transform((input, ctx): EntryRequirements | null => {
    if (input === undefined || input === null) return null;
    const structured = entryRequirementsSchema.safeParse(input);
    const flat = structured.success ? undefined : flatFieldsSchema.safeParse(input);
    if (flat && !flat.success) {
      ctx.addIssue({ code: 'custom', message: 'Entry requirements must be an object of fields' });
      return z.NEVER;
    }
    const fields: RequirementFields = structured.success
      ? requirementFieldsOf(structured.data)
      : (flat!.data as RequirementFields);
    const unknown = Object.keys(fields).filter(
      (key) => !(REQUIREMENT_FIELD_KEYS as readonly string[]).includes(key),
    );
    for (const key of unknown) ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown field' });
    const parsed = parseRequirementFields(fields);
    if (!parsed.ok) {
      for (const [key, message] of Object.entries(parsed.errors))
        ctx.addIssue({ code: 'custom', path: [key], message });
      return z.NEVER;
    }
    return unknown.length > 0 ? z.NEVER : parsed.value;
  });

// ---------------------------------------------------------------- words

export const formatGradeOn = (scale: RequiredGradeScale, value: number): string => {
  if (scale === 'ukClass') return `UK ${UK_CLASSES.find((c) => c.value === value)?.short ?? value}`;
  const rounded = Math.round(value * 100) / 100;
  if (scale === 'percentage') return `${rounded}%`;
  // A grade point keeps one decimal at least, as transcripts print it (3.0/4, 8.2/10).
  return `${Number.isInteger(rounded) ? rounded.toFixed(1) : rounded}/${GRADE_SCALES[scale].max}`;
};

/** "IELTS 6.5 overall, writing 7.0" */
export function describeEnglishMinimum(t: EnglishMinimum): string {
  const parts: string[] = [];
  const overall = overallOf(t.test);
  if (t.overall !== null) parts.push(`${formatScore(overall, t.overall)} overall`);
  for (const section of sectionsOf(t.test)) {
    const value = t.bands[section.key];
    if (value !== undefined) parts.push(`${section.label.toLowerCase()} ${formatScore(section, value)}`);
  }
  return `${requirementTestName(t.test)} ${parts.join(', ')}`;
}

/** "GRE required, 310 total" */
export function describeAptitude(a: AptitudeRequirement): string {
  const name = a.test.toUpperCase();
  const status = APTITUDE_STATUS_LABELS[a.status].toLowerCase();
  const minimums = [
    ...(a.total !== null ? [`${a.total} total`] : []),
    ...Object.entries(a.sections).map(([key, value]) => `${key === 'quant' ? 'quantitative' : key} ${value}`),
  ];
  return `${name} ${status}${minimums.length ? ` (minimum ${minimums.join(', ')})` : ''}`;
}

export const gradeScaleLabel = (scale: RequiredGradeScale | GradeScale) =>
  scale === 'ukClass' ? 'UK degree class' : GRADE_SCALES[scale].label;
