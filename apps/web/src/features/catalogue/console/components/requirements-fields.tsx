import type { StaffCourseInput } from '@edupath/contract/catalogue-admin';
import {
  APTITUDE_STATUS_LABELS,
  APTITUDE_STATUSES,
  bandFieldKey,
  ENGLISH_TESTS,
  PRIOR_DEGREE_LABELS,
  PRIOR_DEGREES,
  REQUIRED_GRADE_SCALES,
  type RequirementFieldKey,
  type RequirementFields,
  requirementTestName,
  sectionsOf,
} from '@edupath/contract/entry-requirements-constants';
import type { ComponentProps } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../../../components/ui/field';

const SCALE_LABELS = {
  percentage: 'Percentage',
  cgpa10: 'CGPA out of 10',
  gpa4: 'GPA out of 4',
  ukClass: 'UK degree class (1st, 2:1, 2:2, 3rd)',
} as const;

const legend = 'mb-2 text-sm font-semibold text-secondary';

/**
 * The course form's entry requirements (docs/fit-and-chances.md): the flat fields the CSV has as
 * columns. Blank means "not stated"; the contract checks each against its test's scale.
 */
export function RequirementsFields({
  register,
  errors,
}: {
  register: UseFormRegister<StaffCourseInput>;
  errors: FieldErrors<StaffCourseInput>;
}) {
  // The form holds the flat fields; the schema also takes the structured shape, which hides the
  // field paths from react-hook-form's types.
  const reg = register as unknown as UseFormRegister<{ entryRequirements: RequirementFields }>;
  const fieldErrors = (errors.entryRequirements ?? {}) as Partial<Record<string, { message?: string }>>;
  const field = (key: RequirementFieldKey) => ({
    error: fieldErrors[key]?.message,
    ...reg(`entryRequirements.${key}`),
  });
  const score = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <fieldset data-testid="requirements-fields" className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">Entry requirements</legend>
      <p className="text-sm text-ink-secondary">
        Leave a field blank when the course does not state it. Any requirement needs its source: the course
        page's address and the day you checked it.
      </p>
      {ENGLISH_TESTS.map((test) => (
        <fieldset key={test} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <legend className={legend}>{requirementTestName(test)} minimums</legend>
          <TextField label="Overall" {...score} {...field(`${test}Overall` as RequirementFieldKey)} />
          {sectionsOf(test).map((section) => (
            <TextField
              key={section.key}
              label={section.label}
              {...score}
              {...field(bandFieldKey(test, section.key) as RequirementFieldKey)}
            />
          ))}
        </fieldset>
      ))}
      <TextField
        label="English waiver"
        placeholder="e.g. applicants whose previous degree was taught in English"
        {...field('englishWaiver')}
      />
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className={legend}>GRE and GMAT</legend>
        <AptitudeSelect label="GRE" {...field('greStatus')} />
        <TextField label="GRE total" {...score} {...field('greTotal')} />
        <TextField label="GRE verbal" {...score} {...field('greVerbal')} />
        <TextField label="GRE quantitative" {...score} {...field('greQuant')} />
        <AptitudeSelect label="GMAT (Focus)" {...field('gmatStatus')} />
        <TextField label="GMAT total" {...score} {...field('gmatTotal')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className={legend}>Academic</legend>
        <SelectField label="Prior qualification" {...field('priorDegree')}>
          <option value="">Not stated</option>
          {PRIOR_DEGREES.map((degree) => (
            <option key={degree} value={degree}>
              {PRIOR_DEGREE_LABELS[degree]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Fields accepted"
          placeholder="e.g. computer science or a related subject"
          {...field('priorFields')}
        />
        <SelectField label="Minimum grade is on" {...field('minGradeScale')}>
          <option value="">Not stated</option>
          {REQUIRED_GRADE_SCALES.map((scale) => (
            <option key={scale} value={scale}>
              {SCALE_LABELS[scale]}
            </option>
          ))}
        </SelectField>
        <TextField label="Minimum grade" placeholder="3.0, 60 or 2:1" {...field('minGrade')} />
        <TextField
          label="Indian equivalent: percentage"
          hint="Only the university's own published figure"
          {...score}
          {...field('indianPercentage')}
        />
        <TextField
          label="Indian equivalent: CGPA out of 10"
          hint="Only the university's own published figure"
          {...score}
          {...field('indianCgpa')}
        />
        <TextField label="Maximum backlogs" {...score} {...field('maxBacklogs')} />
        <TextField label="Work experience (months)" {...score} {...field('workMonths')} />
      </fieldset>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-[var(--color-primary-dark)]"
            {...reg('entryRequirements.portfolio')}
          />
          Portfolio
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-[var(--color-primary-dark)]"
            {...reg('entryRequirements.interview')}
          />
          Interview
        </label>
      </div>
      <TextField label="Other requirements" {...field('otherRequirements')} />
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className={legend}>Source</legend>
        <TextField
          label="Source of the requirements (URL)"
          type="url"
          placeholder="https://…"
          {...field('requirementsSourceUrl')}
        />
        <TextField label="Checked on" type="date" {...field('requirementsCheckedOn')} />
      </fieldset>
    </fieldset>
  );
}

/** Whether a course asks for the GRE or the GMAT: required, optional, not accepted… or not stated. */
function AptitudeSelect(props: Omit<ComponentProps<typeof SelectField>, 'children'>) {
  return (
    <SelectField {...props}>
      <option value="">Not stated</option>
      {APTITUDE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APTITUDE_STATUS_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
}
