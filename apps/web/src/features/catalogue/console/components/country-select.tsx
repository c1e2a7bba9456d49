import type { ComponentProps } from 'react';
import { SelectField } from '../../../../components/ui/field';
import { useCountryChoices } from '../api/get-catalogue-list';

/** The country a university or a course belongs to, chosen from every country staff can see. */
export function CountrySelect(props: Omit<ComponentProps<typeof SelectField>, 'children'>) {
  const countries = useCountryChoices();
  return (
    <SelectField {...props}>
      <option value="">Choose a country</option>
      {countries.data?.items.map((country) => (
        <option key={country.countryId} value={country.countryId}>
          {country.countryName}
        </option>
      ))}
    </SelectField>
  );
}
