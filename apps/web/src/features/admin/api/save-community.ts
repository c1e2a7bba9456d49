import type { CreateCommunityInput, StaffCommunity } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The name and description were saved but the logo was refused: the form stays open on the logo. */
export class LogoRefused extends ApiError {
  constructor(
    readonly saved: StaffCommunity,
    cause: unknown,
  ) {
    const message = cause instanceof ApiError && cause.message ? cause.message : 'Failed to upload the logo';
    super(cause instanceof ApiError ? cause.status : 0, message, { logo: message });
  }
}

/** Creates a community (no id) or edits one; then its logo, when one was chosen, goes up on its own. */
export function useSaveCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      communityId,
      fields,
      logo,
    }: {
      communityId?: number;
      fields: CreateCommunityInput;
      logo: File | null | 'remove';
    }) => {
      const saved = communityId
        ? await api.patch<StaffCommunity>(`staff/communities/${communityId}`, fields)
        : await api.post<StaffCommunity>('staff/communities', fields);
      const id = saved.data.communityId;
      try {
        if (logo === 'remove') await api.delete(`staff/communities/${id}/logo`);
        else if (logo) {
          const form = new FormData();
          form.append('logo', logo);
          await api.put(`staff/communities/${id}/logo`, form);
        }
      } catch (err) {
        throw new LogoRefused(saved.data, err);
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.communities }),
  });
}
