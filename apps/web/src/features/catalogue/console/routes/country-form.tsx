import {
  type StaffCountry,
  type StaffCountryInput,
  staffCountryInputSchema,
} from '@edupath/contract/catalogue-admin';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { CatalogueFormShell, FieldRow } from '../components/form-shell';
import { ImageField } from '../components/image-field';
import { numberOrNull, useCatalogueForm, useItemId } from '../hooks/use-catalogue-form';
import { cataloguePaths } from '../paths';

const EMPTY: StaffCountryInput = {
  isoCode: '',
  countryName: '',
  capital: '',
  population: null,
  language: '',
  currency: '',
  description: '',
  educationSystem: '',
  coverImage: null,
  flagImage: null,
};

const fromItem = ({ countryId: _id, isPublished: _p, ...c }: StaffCountry) => ({
  ...c,
  capital: c.capital ?? '',
  language: c.language ?? '',
  currency: c.currency ?? '',
  description: c.description ?? '',
  educationSystem: c.educationSystem ?? '',
});

/** /admin/catalogue/countries/new and /{id}. */
export default function CountryFormRoute() {
  const id = useItemId();
  const { form, item, onSubmit, formError, saving } = useCatalogueForm<'countries', StaffCountryInput>({
    kind: 'countries',
    id,
    schema: staffCountryInputSchema,
    empty: EMPTY,
    fromItem,
    editPath: (countryId) => cataloguePaths.item('countries', countryId),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  if (id !== undefined && item.isPending) return <Spinner label="Loading the country" />;
  if (item.isError) return <p role="alert">The country could not be loaded.</p>;
  const c = item.data;
  return (
    <CatalogueFormShell
      kind="countries"
      backTo={cataloguePaths.list('countries')}
      backLabel="Countries"
      title={c ? c.countryName : 'New country'}
      item={c && { id: c.countryId, name: c.countryName, isPublished: c.isPublished }}
      previewPath={c ? `/country/${c.countryId}` : undefined}
      formError={formError}
      saving={saving}
      onSubmit={onSubmit}
    >
      {c && (
        <p className="text-sm">
          <Link
            to={`${cataloguePaths.list('faqs')}?countryId=${c.countryId}`}
            className="text-primary-dark hover:underline"
          >
            This country's FAQs
          </Link>{' '}
          ·{' '}
          <Link
            to={`${cataloguePaths.list('universities')}?countryId=${c.countryId}`}
            className="text-primary-dark hover:underline"
          >
            Its universities
          </Link>
        </p>
      )}
      <FieldRow>
        <TextField label="Country name" error={errors.countryName?.message} {...register('countryName')} />
        <TextField
          label="ISO code"
          placeholder="CA"
          maxLength={2}
          error={errors.isoCode?.message}
          {...register('isoCode')}
        />
      </FieldRow>
      <FieldRow>
        <TextField label="Capital" error={errors.capital?.message} {...register('capital')} />
        <TextField
          label="Population"
          type="number"
          min={0}
          error={errors.population?.message}
          {...register('population', numberOrNull)}
        />
      </FieldRow>
      <FieldRow>
        <TextField label="Languages" error={errors.language?.message} {...register('language')} />
        <TextField
          label="Currency"
          placeholder="Canadian dollar (CAD)"
          error={errors.currency?.message}
          {...register('currency')}
        />
      </FieldRow>
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label="Education system"
        rows={4}
        error={errors.educationSystem?.message}
        {...register('educationSystem')}
      />
      <FieldRow>
        <Controller
          control={control}
          name="flagImage"
          render={({ field, fieldState }) => (
            <ImageField
              label="Flag"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="coverImage"
          render={({ field, fieldState }) => (
            <ImageField
              label="Cover picture"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FieldRow>
    </CatalogueFormShell>
  );
}
