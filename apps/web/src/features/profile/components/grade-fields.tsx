import { formatGrade, GRADE_SCALE_KEYS, GRADE_SCALES, type GradeScale } from '@edupath/contract/test-scores';
import type { Path } from 'react-hook-form';
import type { FieldSpec } from './entry-form';

/** The marks of a school or college entry as the form holds them: '' when not given. */
export interface GradeFormValues {
  gradeScale: GradeScale | '';
  grade: string | number;
}

export const emptyGrade: GradeFormValues = { gradeScale: '', grade: '' };

/** A stored row's marks (null when none) as form values. */
export const gradeFormValues = (row: {
  gradeScale: GradeScale | null;
  grade: number | null;
}): GradeFormValues => ({
  gradeScale: row.gradeScale ?? '',
  grade: row.grade ?? '',
});

/**
 * The scale and the marks on it, side by side (docs/accounts.md, "Marks and grades"): the marks
 * field offers the chosen scale's range.
 */
export function gradeFields<Values extends GradeFormValues>(values: Values): FieldSpec<Values>[] {
  const scale = values.gradeScale ? GRADE_SCALES[values.gradeScale] : undefined;
  return [
    {
      name: 'gradeScale' as Path<Values>,
      label: 'Marks scale',
      kind: 'select',
      options: GRADE_SCALE_KEYS.map((key) => ({ value: key, label: GRADE_SCALES[key].label })),
      placeholder: 'No marks given',
      half: true,
    },
    {
      name: 'grade' as Path<Values>,
      label: 'Marks / grade',
      kind: 'number',
      scale,
      hint: scale ? `${scale.min}–${scale.max}, up to two decimals` : 'Choose the scale first',
      half: true,
    },
  ];
}

export function Grade({ row }: { row: { gradeScale: GradeScale | null; grade: number | null } }) {
  if (row.gradeScale === null || row.grade === null) return null;
  return <span>{formatGrade(row.gradeScale, row.grade)}</span>;
}
