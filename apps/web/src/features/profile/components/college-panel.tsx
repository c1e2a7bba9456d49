import { COLLEGE_COURSE_TYPES } from '@edupath/contract/constants';
import { collegeFieldsSchema } from '@edupath/contract/profile';
import { GraduationCap } from 'lucide-react';
import { EntryForm, type FieldSpec } from './entry-form';
import { emptyGrade, Grade, type GradeFormValues, gradeFields, gradeFormValues } from './grade-fields';
import { SectionPanel } from './section-panel';
import { YearRange, yearRangeFields } from './year-range';

interface CollegeForm extends GradeFormValues {
  collegeName: string;
  courseType: string;
  courseName: string;
  startYear: string;
  endYear: string;
}

const fields = (values: CollegeForm): FieldSpec<CollegeForm>[] => [
  { name: 'collegeName', label: 'College name', placeholder: 'e.g. College of Engineering, Pune' },
  {
    name: 'courseType',
    label: 'Course type',
    kind: 'select',
    options: COLLEGE_COURSE_TYPES,
    placeholder: 'Select course type',
  },
  { name: 'courseName', label: 'Course name', placeholder: 'e.g. B.Tech in Computer Engineering' },
  ...yearRangeFields<CollegeForm>(),
  ...gradeFields(values),
];

const empty: CollegeForm = {
  collegeName: '',
  courseType: '',
  courseName: '',
  startYear: '',
  endYear: '',
  ...emptyGrade,
};

export function CollegePanel() {
  return (
    <SectionPanel
      section="college"
      title="College Education"
      entryName="college education"
      icon={<GraduationCap className="h-5 w-5" aria-hidden="true" />}
      emptyTitle="No college education added yet"
      emptyText="Add your degrees, diplomas and certificates."
      labelOf={(item) => `${item.courseName}, ${item.collegeName}`}
      renderItem={(item) => (
        <>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {item.courseName}
            <span className="rounded-full bg-primary-light px-2 py-0.5 text-xs font-medium text-secondary">
              {item.courseType}
            </span>
          </p>
          <p className="text-sm text-ink-secondary">{item.collegeName}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-500">
            <YearRange start={item.startYear} end={item.endYear} />
            <Grade row={item} />
          </p>
        </>
      )}
      renderForm={({ item, ...handlers }) => (
        <EntryForm
          schema={collegeFieldsSchema}
          fields={fields}
          defaultValues={item ? { ...item, ...gradeFormValues(item) } : empty}
          {...handlers}
        />
      )}
    />
  );
}
