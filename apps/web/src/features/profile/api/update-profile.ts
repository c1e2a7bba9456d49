import type { UpdateProfileValues } from '@edupath/contract';
import { profileEndpoints as E } from '@edupath/contract/profile-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { appendPhoto, type PhotoChoice } from './photo-choice';
import { profileKeys } from './profile-keys';

export interface UpdateProfileInput {
  values: UpdateProfileValues;
  photo: PhotoChoice;
  currentPhoto: string | null;
}

/** Multipart: phone, location, the passwords only when a new password is typed, and the photo. */
export async function updateProfile({ values, photo, currentPhoto }: UpdateProfileInput) {
  const form = new FormData();
  form.append('phone', values.phone);
  form.append('location', values.location);
  if (values.password) {
    form.append('password', values.password);
    form.append('confirmPassword', values.confirmPassword);
    form.append('currentPassword', values.currentPassword);
  }
  appendPhoto(form, photo, currentPhoto);
  return (await call(E.updateAccount, { body: form })).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (account) => {
      queryClient.setQueryData(profileKeys.account, account);
      const { userId, email, name, role, profileImage } = account;
      authStorage.setUser({ userId, email, name, role, profileImage });
      return queryClient.invalidateQueries({ queryKey: profileKeys.basicInfo });
    },
  });
}
