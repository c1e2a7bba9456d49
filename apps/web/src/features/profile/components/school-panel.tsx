import { schoolFieldsSchema } from '@edupath/contract/profile';
import { School } from 'lucide-react';
import { EntryForm, type FieldSpec } from './entry-form';
import { emptyGrade, Grade, type GradeFormValues, gradeFields, gradeFormValues } from './grade-fields';
import { SectionPanel } from './section-panel';

interface SchoolForm extends GradeFormValues {
  schoolName: string;
  standard: string;
  year: string;
}

const fields = (values: SchoolForm): FieldSpec<SchoolForm>[] => [
  { name: 'schoolName', label: 'School name', placeholder: "e.g. St. Mary's Convent School" },
  { name: 'standard', label: 'Standard', placeholder: 'e.g. 12th (HSC Science)', half: true },
  { name: 'year', label: 'Year', placeholder: 'e.g. 2016-2018', half: true },
  ...gradeFields(values),
];

const empty: SchoolForm = { schoolName: '', standard: '', year: '', ...emptyGrade };

export function SchoolPanel() {
  return (
    <SectionPanel
      section="school"
      title="School Education"
      entryName="school education"
      icon={<School className="h-5 w-5" aria-hidden="true" />}
      emptyTitle="No school education added yet"
      emptyText="Add your 10th and 12th standard schooling."
      labelOf={(item) => item.schoolName}
      renderItem={(item) => (
        <>
          <p className="font-semibold text-ink">{item.schoolName}</p>
          <p className="text-sm text-ink-secondary">{item.standard}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-500">
            <span>{item.year}</span>
            <Grade row={item} />
          </p>
        </>
      )}
      renderForm={({ item, ...handlers }) => (
        <EntryForm
          schema={schoolFieldsSchema}
          fields={fields}
          defaultValues={item ? { ...item, ...gradeFormValues(item) } : empty}
          {...handlers}
        />
      )}
    />
  );
}
