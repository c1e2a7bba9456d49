import { type ModerationActionInput, moderationEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { consoleBadgesKey } from '../../../../lib/console-keys';
import { communityConsoleKeys } from './keys';

/** Hide, delete, restore or dismiss; the answer's message says what was done. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => call(moderationEndpoints.act, { body: input }),
    onSuccess: () => {
      for (const queryKey of [
        communityConsoleKeys.moderation,
        consoleBadgesKey,
        communityConsoleKeys.communities,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
