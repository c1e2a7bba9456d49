import type { BasicInfo, BasicInfoFields, BasicInfoValues } from '@edupath/contract';
import { basicInfoFieldsSchema } from '@edupath/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { EMAIL_FIELD, type FormFieldSpec, FormFields, fieldNames } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, serverMessage, setServerFieldErrors } from '../../../lib/form-errors';
import { useBasicInfo } from '../api/get-basic-info';
import type { PhotoChoice } from '../api/photo-choice';
import { useSaveBasicInfo } from '../api/save-basic-info';
import { PanelCard } from './panel-card';
import { PhotoPicker } from './photo-picker';

const BASIC_INFO_FIELDS: ReadonlyArray<FormFieldSpec<keyof BasicInfoFields>> = [
  { name: 'fullname', label: 'Full name', autoComplete: 'name' },
  EMAIL_FIELD,
  { name: 'phone', label: 'Phone number (optional)', type: 'tel', autoComplete: 'tel' },
];
const FIELDS = fieldNames(BASIC_INFO_FIELDS);

export function BasicInfoPanel() {
  const basicInfo = useBasicInfo();
  return (
    <PanelCard title="Basic Information" icon={<UserRound className="h-5 w-5" aria-hidden="true" />}>
      {basicInfo.isPending ? (
        <Spinner label="Loading basic information" className="py-6" />
      ) : basicInfo.isError ? (
        // A failed fetch of the basic details behaves as empty details (docs/accounts.md, "Basic details").
        <BasicInfoForm info={{ profileId: null, fullname: '', email: '', phone: '', profileImage: null }} />
      ) : (
        <BasicInfoForm key={basicInfo.data.profileId ?? 'draft'} info={basicInfo.data} />
      )}
    </PanelCard>
  );
}

function BasicInfoForm({ info }: { info: BasicInfo }) {
  const save = useSaveBasicInfo();
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BasicInfoFields, unknown, BasicInfoValues>({
    resolver: zodResolver(basicInfoFieldsSchema),
    defaultValues: { fullname: info.fullname, email: info.email, phone: info.phone },
    // An error clears as soon as its field is edited, and is checked again on save (docs/accounts.md).
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof BasicInfoFields) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setPhotoError(undefined);
    try {
      await save.mutateAsync({ profileId: info.profileId, values, photo, currentPhoto: info.profileImage });
      setPhoto({ kind: 'keep' });
      toast.success('Basic information saved');
    } catch (err) {
      setServerFieldErrors(err, setError, FIELDS);
      const photoErrors = serverFieldErrors(err, ['profileImage', 'file']);
      const photoProblem =
        photoErrors.profileImage ??
        photoErrors.file ??
        (err instanceof ApiError && (err.status === 413 || err.status === 415) ? err.message : undefined);
      if (photoProblem) setPhotoError(photoProblem);
      toast.error(serverMessage(err) ?? 'Could not save your basic information');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PhotoPicker
        current={info.profileImage}
        choice={photo}
        onChange={(choice) => {
          setPhotoError(undefined);
          setPhoto(choice);
        }}
        name={String(watch('fullname') || info.fullname)}
        error={photoError}
      />
      <FormFields fields={BASIC_INFO_FIELDS} register={field} errors={errors} />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
