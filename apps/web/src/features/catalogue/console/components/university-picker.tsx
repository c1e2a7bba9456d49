import { useState } from 'react';
import { SearchInput } from '../../../../components/console/search-input';
import { SelectField } from '../../../../components/ui/field';
import { useCatalogueItem } from '../api/get-catalogue-item';
import { useCatalogueList } from '../api/get-catalogue-list';

/** Choosing one of thousands of universities: search by name, then pick from the matches. */
export function UniversityPicker({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (universityId: number) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const matches = useCatalogueList('universities', { q: q || undefined, pageSize: 50 });
  const chosen = useCatalogueItem('universities', Number.isInteger(value) && value ? value : undefined);
  const options = matches.data?.items ?? [];
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <SearchInput label="Find the university" placeholder="University name" value={q} onSearch={setQ} />
      <SelectField
        label="University"
        value={Number.isInteger(value) && value ? String(value) : ''}
        error={error}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : Number.NaN)}
      >
        <option value="">Choose a university</option>
        {chosen.data && !options.some((u) => u.universityId === chosen.data.universityId) && (
          <option value={chosen.data.universityId}>{chosen.data.universityName}</option>
        )}
        {options.map((university) => (
          <option key={university.universityId} value={university.universityId}>
            {university.universityName} ({university.countryName})
          </option>
        ))}
      </SelectField>
    </div>
  );
}
