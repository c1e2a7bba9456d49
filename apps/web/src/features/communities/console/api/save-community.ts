import { type CreateCommunityInput, moderationEndpoints, type StaffCommunity } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../../lib/api-client';
import { communityConsoleKeys } from './keys';

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
        ? await call(moderationEndpoints.updateCommunity, { params: { communityId }, body: fields })
        : await call(moderationEndpoints.createCommunity, { body: fields });
      const id = saved.data.communityId;
      try {
        if (logo === 'remove') await call(moderationEndpoints.removeLogo, { params: { communityId: id } });
        else if (logo) {
          const form = new FormData();
          form.append('logo', logo);
          await call(moderationEndpoints.setLogo, { params: { communityId: id }, body: form });
        }
      } catch (err) {
        throw new LogoRefused(saved.data, err);
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityConsoleKeys.communities }),
  });
}
