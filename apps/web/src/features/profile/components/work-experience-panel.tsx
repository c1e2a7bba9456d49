import type { WorkExperienceFields } from '@edupath/contract';
import { workExperienceFieldsSchema } from '@edupath/contract/profile';
import { Briefcase, MapPin } from 'lucide-react';
import { EntryForm, type FieldSpec } from './entry-form';
import { SectionPanel } from './section-panel';
import { YearRange, yearRangeFields } from './year-range';

const fields: FieldSpec<WorkExperienceFields>[] = [
  { name: 'companyName', label: 'Company name', placeholder: 'e.g. Infosys', autoComplete: 'organization' },
  {
    name: 'designation',
    label: 'Designation',
    placeholder: 'e.g. Systems Engineer',
    autoComplete: 'organization-title',
  },
  { name: 'location', label: 'Location', placeholder: 'e.g. Bengaluru, India' },
  ...yearRangeFields<WorkExperienceFields>(),
];

const empty: WorkExperienceFields = {
  companyName: '',
  designation: '',
  location: '',
  startYear: '',
  endYear: '',
};

export function WorkExperiencePanel() {
  return (
    <SectionPanel
      section="workExp"
      title="Work Experience"
      entryName="work experience"
      icon={<Briefcase className="h-5 w-5" aria-hidden="true" />}
      emptyTitle="No work experience added yet"
      emptyText="Add jobs and internships to strengthen your applications."
      labelOf={(item) => `${item.designation} at ${item.companyName}`}
      renderItem={(item) => (
        <>
          <p className="font-semibold text-ink">{item.designation}</p>
          <p className="text-sm text-ink-secondary">{item.companyName}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {item.location}
            </span>
            <YearRange start={item.startYear} end={item.endYear} />
          </p>
        </>
      )}
      renderForm={({ item, ...handlers }) => (
        <EntryForm
          schema={workExperienceFieldsSchema}
          fields={fields}
          defaultValues={item ? { ...item } : empty}
          {...handlers}
        />
      )}
    />
  );
}
