import { FilterSelect } from '../../../components/console/list-filters';
import { useAdvisors } from '../api/get-advisors';

/** Admins' filter of a console list by the student's advisor; an advisor sees only their own students. */
export function AdvisorFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (advisorId: number | undefined) => void;
}) {
  const advisors = useAdvisors(true);
  return (
    <FilterSelect
      label="Advisor"
      anyLabel="Any advisor"
      value={value}
      choices={advisors.data?.map((advisor) => ({ value: advisor.userId, label: advisor.name }))}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
    />
  );
}
