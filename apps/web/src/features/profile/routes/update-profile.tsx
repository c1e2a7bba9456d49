import type { Account, UpdateProfileFields, UpdateProfileValues } from '@edupath/contract';
import { updateProfileFieldsSchema } from '@edupath/contract/profile';
import { PROFILE_MESSAGES } from '@edupath/contract/profile-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import {
  CONFIRM_PASSWORD_FIELD,
  type FormFieldSpec,
  FormFields,
  fieldNames,
} from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth-storage';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useAccount } from '../api/get-account';
import type { PhotoChoice } from '../api/photo-choice';
import { useUpdateProfile } from '../api/update-profile';
import { AccountFrame } from '../components/account-frame';
import { PhotoPicker } from '../components/photo-picker';

const UPDATE_PROFILE_FIELDS: ReadonlyArray<FormFieldSpec<keyof UpdateProfileFields>> = [
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2', placeholder: 'e.g. Pune, India' },
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Optional. Leave blank to keep your current password; a new one signs you out on other devices.',
  },
  CONFIRM_PASSWORD_FIELD,
  {
    name: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
    hint: 'Needed only to set a new password.',
  },
];
const FIELDS = fieldNames(UPDATE_PROFILE_FIELDS);

export default function UpdateProfileRoute() {
  const account = useAccount();
  return (
    <AccountFrame title="Update Profile" subtitle="Your phone, location, password and photo.">
      {account.isPending ? (
        <Spinner label="Loading your details" />
      ) : (
        // A failed load still lets the student fill the form in from scratch.
        <UpdateProfileForm account={account.data ?? null} />
      )}
    </AccountFrame>
  );
}

function UpdateProfileForm({ account }: { account: Account | null }) {
  const { user } = useAuth();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const currentPhoto = account?.profileImage ?? null;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileFields, unknown, UpdateProfileValues>({
    resolver: zodResolver(updateProfileFieldsSchema),
    defaultValues: {
      phone: account?.phone ?? '',
      location: account?.location ?? '',
      password: '',
      confirmPassword: '',
      currentPassword: '',
    },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof UpdateProfileFields) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setOutcome(null);
      },
    });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await update.mutateAsync({ values, photo, currentPhoto });
      setPhoto({ kind: 'keep' });
      resetField('password');
      resetField('confirmPassword');
      resetField('currentPassword');
      setOutcome('success');
      toast.success(PROFILE_MESSAGES.profileUpdated);
    } catch (err) {
      setServerFieldErrors(err, setError, FIELDS);
      setOutcome('failure');
      toast.error(PROFILE_MESSAGES.profileUpdateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {outcome === 'success' && <FormAlert tone="success">{PROFILE_MESSAGES.profileUpdated}</FormAlert>}
      {outcome === 'failure' && <FormAlert>{PROFILE_MESSAGES.profileUpdateFailedInline}</FormAlert>}
      <PhotoPicker
        current={currentPhoto}
        choice={photo}
        onChange={(choice) => {
          setOutcome(null);
          setPhoto(choice);
        }}
        name={user?.name ?? ''}
      />
      <FormFields fields={UPDATE_PROFILE_FIELDS} register={field} errors={errors} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}
