import {
  DEGREE_FAMILIES,
  DEGREE_FAMILY_LABELS,
  OUTCOME_RESULT_LABELS,
  OUTCOME_RESULTS,
  type OutcomeResult,
  SNAPSHOT_TESTS,
} from '@edupath/contract/chances';
import type { OutcomeSnapshot } from '@edupath/contract/chances-endpoints';
import { GRADE_SCALE_KEYS, GRADE_SCALES, TEST_DEFINITIONS } from '@edupath/contract/test-scores';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { useReportOutcome } from '../api/chances';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Reports an outcome, or shares one EduPath recorded (`result` fixed): the anonymised snapshot
 * starts from her profile and she may correct it; nothing is sent without the consent box
 * (docs/fit-and-chances.md#what-an-outcome-keeps).
 */
export function OutcomeForm({
  courseId,
  draft,
  result: fixedResult,
  onDone,
}: {
  courseId: number;
  draft: OutcomeSnapshot;
  result?: OutcomeResult;
  onDone: () => void;
}) {
  const report = useReportOutcome();
  const [result, setResult] = useState<OutcomeResult | ''>(fixedResult ?? '');
  const [testType, setTestType] = useState<string>(draft.testType ?? '');
  const [testScore, setTestScore] = useState(draft.testScore === null ? '' : String(draft.testScore));
  const [gradeScale, setGradeScale] = useState<string>(draft.gradeScale ?? '');
  const [grade, setGrade] = useState(draft.grade === null ? '' : String(draft.grade));
  const [family, setFamily] = useState<string>(draft.degreeFamily ?? '');
  const [workMonths, setWorkMonths] = useState(String(draft.workMonths));
  const [intake, setIntake] = useState(draft.intake ?? '');
  const [consent, setConsent] = useState(false);
  const errors = report.error instanceof ApiError ? report.error.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      {
        courseId,
        result: result as OutcomeResult,
        consent: consent as true,
        snapshot: {
          testType: (testType || null) as OutcomeSnapshot['testType'],
          testScore: numberOrNull(testScore),
          gradeScale: (gradeScale || null) as OutcomeSnapshot['gradeScale'],
          grade: numberOrNull(grade),
          degreeFamily: (family || null) as OutcomeSnapshot['degreeFamily'],
          workMonths: Number(workMonths),
          intake: intake.trim() || null,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-xl border border-line bg-gray-50 p-4"
      aria-label="Share an outcome"
    >
      {report.isError && (
        <FormAlert>{serverMessage(report.error) ?? 'The outcome could not be saved.'}</FormAlert>
      )}
      {!fixedResult && (
        <SelectField
          label="Decision"
          value={result}
          onChange={(e) => setResult(e.target.value as OutcomeResult)}
          error={errors.result}
        >
          <option value="">Choose…</option>
          {OUTCOME_RESULTS.map((r) => (
            <option key={r} value={r}>
              {OUTCOME_RESULT_LABELS[r]}
            </option>
          ))}
        </SelectField>
      )}
      <p className="text-sm text-ink-secondary">
        Your profile when you applied (from your profile today; correct it if it was different). No name,
        school, college or employer is kept.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="English test"
          value={testType}
          onChange={(e) => setTestType(e.target.value)}
          error={errors['snapshot.testType']}
        >
          <option value="">None</option>
          {SNAPSHOT_TESTS.map((t) => (
            <option key={t} value={t}>
              {TEST_DEFINITIONS[t].name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Overall score"
          inputMode="decimal"
          value={testScore}
          onChange={(e) => setTestScore(e.target.value)}
          error={errors['snapshot.testScore']}
        />
        <SelectField
          label="Grade scale"
          value={gradeScale}
          onChange={(e) => setGradeScale(e.target.value)}
          error={errors['snapshot.gradeScale']}
        >
          <option value="">None</option>
          {GRADE_SCALE_KEYS.map((s) => (
            <option key={s} value={s}>
              {GRADE_SCALES[s].label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Grade"
          inputMode="decimal"
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          error={errors['snapshot.grade']}
        />
        <SelectField
          label="Degree field"
          value={family}
          onChange={(e) => setFamily(e.target.value)}
          error={errors['snapshot.degreeFamily']}
        >
          <option value="">No degree</option>
          {DEGREE_FAMILIES.map((f) => (
            <option key={f} value={f}>
              {DEGREE_FAMILY_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Months of work"
          inputMode="numeric"
          value={workMonths}
          onChange={(e) => setWorkMonths(e.target.value)}
          error={errors['snapshot.workMonths']}
        />
        <TextField
          label="Intake"
          placeholder="September 2026"
          value={intake}
          onChange={(e) => setIntake(e.target.value)}
          error={errors['snapshot.intake']}
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-1"
        />
        <span>
          I agree to share this outcome with this anonymised profile, to be counted (only in groups of at
          least 10) in other students' chances. I can withdraw it at any time.
        </span>
      </label>
      {errors.consent && (
        <p role="alert" className="text-sm text-red-600">
          {errors.consent}
        </p>
      )}
      {errors.verified && (
        <p role="alert" className="text-sm text-red-600">
          {errors.verified}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sharing…' : 'Share anonymously'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
