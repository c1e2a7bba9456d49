import { type BasicInfoValues, profileEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { appendPhoto, type PhotoChoice } from './photo-choice';
import { profileKeys } from './profile-keys';

export interface SaveBasicInfoInput {
  profileId: number | null;
  values: BasicInfoValues;
  photo: PhotoChoice;
  currentPhoto: string | null;
}

/**
 * Multipart (docs/accounts.md, "Basic details"): profileId when known, the fields, and the photo as
 * a file or the existing path.
 */
export async function saveBasicInfo({ profileId, values, photo, currentPhoto }: SaveBasicInfoInput) {
  const form = new FormData();
  if (profileId !== null) form.append('profileId', String(profileId));
  form.append('fullname', values.fullname);
  form.append('email', values.email);
  form.append('phone', values.phone);
  appendPhoto(form, photo, currentPhoto);
  return (await call(profileEndpoints.saveBasicInfo, { body: form })).data;
}

export function useSaveBasicInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBasicInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.basicInfo, saved);
      // The photo is also the account's (header, posts, chat): keep the stored user in step.
      const { user } = authStorage.get();
      if (user) authStorage.setUser({ ...user, profileImage: saved.profileImage });
      return queryClient.invalidateQueries({ queryKey: profileKeys.account });
    },
  });
}
