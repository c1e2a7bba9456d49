import type { ComponentProps } from 'react';
import { SelectField } from '../../../../components/ui/field';
import { useCountryChoices } from '../api/get-catalogue-list';

type CountrySelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  /** What the empty choice says: a form asks for a country, a filter offers any. */
  emptyLabel?: string;
};

/** A country chosen from every country staff can see: a record's own, or a list's filter. */
export function CountrySelect({ emptyLabel = 'Choose a country', ...props }: CountrySelectProps) {
  const countries = useCountryChoices();
  return (
    <SelectField {...props}>
      <option value="">{emptyLabel}</option>
      {countries.data?.items.map((country) => (
        <option key={country.countryId} value={country.countryId}>
          {country.countryName}
        </option>
      ))}
    </SelectField>
  );
}
