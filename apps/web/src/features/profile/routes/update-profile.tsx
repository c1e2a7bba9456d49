import type { Account, UpdateProfileFields, UpdateProfileValues } from '@edupath/contract';
import { updateProfileFieldsSchema } from '@edupath/contract/profile';
import { PROFILE_MESSAGES } from '@edupath/contract/profile-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { useAccount } from '../api/get-account';
import type { PhotoChoice } from '../api/photo-choice';
import { useUpdateProfile } from '../api/update-profile';
import { AccountFrame } from '../components/account-frame';
import { PhotoPicker } from '../components/photo-picker';

const FIELDS = ['phone', 'location', 'password', 'confirmPassword'] as const;

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
    },
    reValidateMode: 'onSubmit',
  });
  const field = (name: (typeof FIELDS)[number]) =>
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
      setOutcome('success');
      toast.success(PROFILE_MESSAGES.profileUpdated);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const name of FIELDS) if (err.errors[name]) setError(name, { message: err.errors[name] });
      }
      setOutcome('failure');
      toast.error(PROFILE_MESSAGES.profileUpdateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {outcome === 'success' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-700"
        >
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {PROFILE_MESSAGES.profileUpdated}
        </p>
      )}
      {outcome === 'failure' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {PROFILE_MESSAGES.profileUpdateFailedInline}
        </p>
      )}
      <PhotoPicker
        current={currentPhoto}
        choice={photo}
        onChange={(choice) => {
          setOutcome(null);
          setPhoto(choice);
        }}
        name={user?.name ?? ''}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="e.g. Pune, India"
        error={errors.location?.message}
        {...field('location')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Optional. Leave blank to keep your current password; a new one signs you out on other devices."
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}
