import type { TestScore, TestScoreFields } from '@edupath/contract';
import { testScoreFieldsSchema } from '@edupath/contract/profile';
import { Award } from 'lucide-react';
import { EntryForm, type FieldSpec } from './entry-form';
import { SectionPanel } from './section-panel';

const fields: FieldSpec<TestScoreFields>[] = [
  { name: 'testName', label: 'Test name', placeholder: 'e.g. IELTS Academic' },
  { name: 'maximumMark', label: 'Maximum mark', placeholder: 'e.g. 9', half: true },
  { name: 'markObtained', label: 'Mark obtained', placeholder: 'e.g. 7.5', half: true },
  { name: 'percentile', label: 'Percentile', placeholder: 'e.g. 83' },
  {
    name: 'isPercentile',
    label: 'Show as a percentile',
    kind: 'checkbox',
    hint: 'Leave unticked to show the value as a percentage (%).',
  },
];

const empty: TestScoreFields = {
  testName: '',
  maximumMark: '',
  markObtained: '',
  percentile: '',
  isPercentile: false,
};

/** A percentile when isPercentile, otherwise a percentage with a % sign (docs/accounts.md). */
export function scoreStanding(score: Pick<TestScore, 'percentile' | 'isPercentile'>) {
  return score.isPercentile
    ? { label: 'Percentile', value: score.percentile }
    : { label: 'Percentage', value: `${score.percentile}%` };
}

export function TestScoresPanel() {
  return (
    <SectionPanel
      section="testScore"
      title="Test Scores"
      entryName="test score"
      icon={<Award className="h-5 w-5" aria-hidden="true" />}
      emptyTitle="No test scores added yet"
      emptyText="Add IELTS, TOEFL, GRE, GMAT or other scores."
      labelOf={(item) => item.testName}
      renderItem={(item) => {
        const standing = scoreStanding(item);
        return (
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{item.testName}</p>
              <p className="text-sm text-ink-secondary">
                Score: {item.markObtained} / {item.maximumMark}
              </p>
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
          fields={fields}
          defaultValues={item ? { ...item } : empty}
          {...handlers}
        />
      )}
    />
  );
}
