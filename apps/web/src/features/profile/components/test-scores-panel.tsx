import type { TestScore } from '@edupath/contract';
import { testScoreFieldsSchema } from '@edupath/contract/profile';
import {
  computeOverall,
  describeScale,
  formatScore,
  isKnownTest,
  onScale,
  PERCENTILE_SCALE,
  type ScoreScale,
  sectionSummary,
  TEST_TYPES,
  type TestDefinition,
  type TestType,
  testDefinition,
  testTypeLabel,
} from '@edupath/contract/test-scores';
import { Award } from 'lucide-react';
import type { Path } from 'react-hook-form';
import { EntryForm, type FieldSpec } from './entry-form';
import { SectionPanel } from './section-panel';

/** The form's values: section scores and numbers as typed (text), checked by the contract's schema on save. */
interface TestScoreForm {
  testType: TestType | '';
  testName: string;
  maximumMark: string;
  markObtained: string;
  percentile: string;
  isPercentile: boolean;
  sections: Record<string, string | number>;
}

const empty: TestScoreForm = {
  testType: '',
  testName: '',
  maximumMark: '',
  markObtained: '',
  percentile: '',
  isPercentile: false,
  sections: {},
};

const testField: FieldSpec<TestScoreForm> = {
  name: 'testType',
  label: 'Test',
  kind: 'select',
  options: TEST_TYPES.map((type) => ({ value: type, label: testTypeLabel(type) })),
  placeholder: 'Select a test',
  startsOver: empty,
};

/** Any other test: SPEC's free-text fields, as they always were. */
const otherTestFields: FieldSpec<TestScoreForm>[] = [
  { name: 'testName', label: 'Test name', placeholder: 'e.g. CAT' },
  { name: 'maximumMark', label: 'Maximum mark', placeholder: 'e.g. 100', half: true },
  { name: 'markObtained', label: 'Mark obtained', placeholder: 'e.g. 97', half: true },
  { name: 'percentile', label: 'Percentile', placeholder: 'e.g. 97' },
  {
    name: 'isPercentile',
    label: 'Show as a percentile',
    kind: 'checkbox',
    hint: 'Leave unticked to show the value as a percentage (%).',
  },
];

const scaleHint = (scale: ScoreScale) => {
  const text = describeScale(scale);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The section scores typed so far that lie on their scale; an overall is only worked out from those. */
function validSections(test: TestDefinition, typed: TestScoreForm['sections'] | undefined) {
  const valid: Record<string, number> = {};
  for (const section of test.sections) {
    const raw = typed?.[section.key];
    const score = raw === undefined || raw === '' ? Number.NaN : Number(raw);
    if (onScale(section, score)) valid[section.key] = score;
  }
  return valid;
}

/**
 * A known test's fields, from the contract's table: each section on its scale, then the overall
 * (worked out as the student types where the test derives it, typed in where it does not), then a
 * percentile if the test reports one (docs/accounts.md, "Test scores").
 */
function knownTestFields(values: TestScoreForm): FieldSpec<TestScoreForm>[] {
  if (!isKnownTest(values.testType)) return [];
  const test = testDefinition(values.testType);
  const { overall } = test;
  const derived = overall.rule !== 'entered';
  const sections: FieldSpec<TestScoreForm>[] = test.sections.map((section) => ({
    name: `sections.${section.key}` as Path<TestScoreForm>,
    label: section.label,
    kind: 'number',
    scale: section,
    hint: derived ? scaleHint(section) : `Optional · ${describeScale(section)}`,
    half: true,
  }));
  const percentile: FieldSpec<TestScoreForm>[] = test.percentile
    ? [
        {
          name: 'percentile',
          label: 'Percentile (optional)',
          kind: 'number',
          scale: PERCENTILE_SCALE,
          hint: 'The percentile rank on your score report',
        },
      ]
    : [];
  if (!derived) {
    // The overall is what the student has from the report; the sections may follow.
    const typed: FieldSpec<TestScoreForm> = {
      name: 'markObtained',
      label: `${overall.label} (out of ${overall.max})`,
      kind: 'number',
      scale: overall,
      hint: `${scaleHint(overall)}, as on your score report`,
    };
    return [typed, ...percentile, ...sections];
  }
  const worked: FieldSpec<TestScoreForm> = {
    name: 'markObtained',
    label: `${overall.label} (out of ${overall.max})`,
    kind: 'computed',
    compute: (current) => {
      const result = computeOverall(test, validSections(test, current.sections));
      return result === null ? '—' : formatScore(overall, result);
    },
    hint:
      overall.rule === 'sum'
        ? 'Worked out from the section scores above.'
        : 'The mean of the four bands, rounded to the nearest half band.',
  };
  return [...sections, worked, ...percentile];
}

const fieldsFor = (values: TestScoreForm): FieldSpec<TestScoreForm>[] => [
  testField,
  ...(values.testType === 'other' ? otherTestFields : knownTestFields(values)),
];

/** An edit starts from the row; a derived overall is left to the form to work out again. */
function formValues(item: TestScore): TestScoreForm {
  if (!isKnownTest(item.testType)) return { ...item, sections: {} };
  const derived = testDefinition(item.testType).overall.rule !== 'entered';
  return {
    ...item,
    maximumMark: '',
    markObtained: derived ? '' : item.markObtained,
  };
}

/**
 * What the score's badge shows: a percentile where one was given; for a known test without one, its
 * overall; for any other test SPEC's rule, the value as a percentage with a % sign.
 */
export function scoreStanding(
  score: Pick<TestScore, 'testType' | 'markObtained' | 'percentile' | 'isPercentile'>,
) {
  if (score.isPercentile) return { label: 'Percentile', value: score.percentile };
  if (isKnownTest(score.testType))
    return { label: testDefinition(score.testType).overall.label, value: score.markObtained };
  return { label: 'Percentage', value: `${score.percentile}%` };
}

export function TestScoresPanel() {
  return (
    <SectionPanel
      section="testScore"
      title="Test Scores"
      entryName="test score"
      icon={<Award className="h-5 w-5" aria-hidden="true" />}
      emptyTitle="No test scores added yet"
      emptyText="Add IELTS, TOEFL, PTE, Duolingo, GRE, GMAT, SAT or other scores."
      labelOf={(item) => item.testName}
      renderItem={(item) => {
        const standing = scoreStanding(item);
        const sections = sectionSummary(item.testType, item.sections);
        return (
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{item.testName}</p>
              <p className="text-sm text-ink-secondary">
                Score: {item.markObtained} / {item.maximumMark}
              </p>
              {sections && <p className="mt-0.5 text-xs text-gray-500">{sections}</p>}
            </div>
            <div className="inline-flex shrink-0 items-baseline gap-2 rounded-lg bg-primary-light px-3 py-1.5 sm:flex-col sm:items-end sm:gap-0">
              <span className="text-[11px] font-medium uppercase tracking-wide text-secondary">
                {standing.label}
              </span>
              <span className="text-base font-bold text-primary-dark">{standing.value}</span>
            </div>
          </div>
        );
      }}
      renderForm={({ item, ...handlers }) => (
        <EntryForm
          schema={testScoreFieldsSchema}
          fields={fieldsFor}
          defaultValues={item ? formValues(item) : empty}
          {...handlers}
        />
      )}
    />
  );
}
