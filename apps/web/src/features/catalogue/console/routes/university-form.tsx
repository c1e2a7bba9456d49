import {
  type StaffUniversity,
  type StaffUniversityInput,
  staffUniversityInputSchema,
} from '@edupath/contract/catalogue-admin';
import { EARNING_KINDS, EARNING_LABELS } from '@edupath/contract/neutrality';
import { Controller } from 'react-hook-form';
import { FieldRow } from '../../../../components/console/resource-form';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { CountrySelect } from '../components/country-select';
import { CatalogueFormShell, unreadyItem } from '../components/form-shell';
import { ImageField } from '../components/image-field';
import { EMPTY_SOURCE, SourceFields } from '../components/source-fields';
import { idValue, numberOrNull, useCatalogueForm, useItemId } from '../hooks/use-catalogue-form';
import { cataloguePaths } from '../paths';

const EMPTY: StaffUniversityInput = {
  countryId: Number.NaN,
  universityName: '',
  location: '',
  language: '',
  testAccepted: '',
  qsRank: null,
  acceptanceRate: null,
  degreeMode: '',
  dorm: false,
  description: '',
  phone: '',
  website: '',
  universityLogo: null,
  coverImage: null,
  earning: 'none',
  earningSince: '',
  ...EMPTY_SOURCE,
};

const fromItem = ({
  universityId: _id,
  isPublished: _p,
  publiclyVisible: _v,
  provenance: _provenance,
  ...u
}: StaffUniversity) => ({
  ...u,
  // A save credits the groups it changes to this source (docs/catalogue.md#provenance).
  ...EMPTY_SOURCE,
  location: u.location ?? '',
  language: u.language ?? '',
  testAccepted: u.testAccepted ?? '',
  degreeMode: u.degreeMode ?? '',
  description: u.description ?? '',
  phone: u.phone ?? '',
  website: u.website ?? '',
  earningSince: u.earningSince ?? '',
});

/** /admin/catalogue/universities/new and /{id}. */
export default function UniversityFormRoute() {
  const id = useItemId();
  const { form, item, submit } = useCatalogueForm<'universities', StaffUniversityInput>({
    kind: 'universities',
    id,
    schema: staffUniversityInputSchema,
    empty: EMPTY,
    fromItem,
    editPath: (universityId) => cataloguePaths.item('universities', universityId),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const unready = unreadyItem(id, item, 'the university');
  if (unready) return unready;
  const u = item.data;
  return (
    <CatalogueFormShell
      kind="universities"
      backLabel="Universities"
      title={u ? u.universityName : 'New university'}
      item={
        u && {
          id: u.universityId,
          name: u.universityName,
          isPublished: u.isPublished,
          publiclyVisible: u.publiclyVisible,
        }
      }
      previewPath={u ? `/university/${u.universityId}` : undefined}
      submit={submit}
    >
      <TextField
        label="University name"
        error={errors.universityName?.message}
        {...register('universityName')}
      />
      <FieldRow>
        <CountrySelect
          label="Country"
          error={errors.countryId?.message}
          {...register('countryId', idValue)}
        />
        <TextField
          label="Location"
          placeholder="City, region"
          error={errors.location?.message}
          {...register('location')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="QS rank"
          type="number"
          min={1}
          error={errors.qsRank?.message}
          {...register('qsRank', numberOrNull)}
        />
        <TextField
          label="Acceptance rate (%)"
          type="number"
          min={0}
          max={100}
          step="any"
          error={errors.acceptanceRate?.message}
          {...register('acceptanceRate', numberOrNull)}
        />
      </FieldRow>
      <FieldRow>
        <TextField label="Language of teaching" error={errors.language?.message} {...register('language')} />
        <TextField
          label="Tests accepted"
          placeholder="IELTS, TOEFL"
          error={errors.testAccepted?.message}
          {...register('testAccepted')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Degree mode"
          placeholder="On-campus"
          error={errors.degreeMode?.message}
          {...register('degreeMode')}
        />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
      </FieldRow>
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        error={errors.website?.message}
        {...register('website')}
      />
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-[var(--color-primary-dark)]" {...register('dorm')} />
        Dormitory available
      </label>
      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">What EduPath earns from this university</legend>
        <p className="text-xs text-ink-secondary">
          Shown on the university's public page, "nothing" included. It never changes the order of courses or
          search results.
        </p>
        <FieldRow>
          <SelectField label="EduPath earns" error={errors.earning?.message} {...register('earning')}>
            {EARNING_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {EARNING_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Since"
            type="date"
            hint="Empty when EduPath earns nothing"
            error={errors.earningSince?.message}
            {...register('earningSince')}
          />
        </FieldRow>
      </fieldset>
      <FieldRow>
        <Controller
          control={control}
          name="universityLogo"
          render={({ field, fieldState }) => (
            <ImageField
              label="Logo"
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
      <SourceFields register={register} errors={errors} provenance={item.data?.provenance} />
    </CatalogueFormShell>
  );
}
