import type { PostOfferChecklistChanged } from '@edupath/contract/events';
import { postOfferEndpoints as E, type PostOfferChecklist } from '@edupath/contract/visa-routes';
import type { PostOfferStepKey } from '@edupath/contract/visa-routes-calc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { useRealtimeSocket } from '../../../lib/realtime';

/** An application's post-offer checklist: the student's own and the staff view (docs/money-and-visas.md). */
export const postOfferKey = (who: 'student' | 'staff', applicationId: number) =>
  ['visas', 'post-offer', who, applicationId] as const;

export function usePostOffer(who: 'student' | 'staff', applicationId: number) {
  return useQuery({
    queryKey: postOfferKey(who, applicationId),
    queryFn: async ({ signal }) =>
      (
        await call(who === 'student' ? E.mine : E.staff, {
          params: { admissionApplicationId: applicationId },
          signal,
        })
      ).data,
  });
}

export function useTickStep(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepKey, done }: { stepKey: PostOfferStepKey; done: boolean }) =>
      call(E.tick, { params: { admissionApplicationId: applicationId, stepKey }, body: { done } }),
    // The box shows the click at once; a failure puts the list back as it was.
    onMutate: async ({ stepKey, done }) => {
      const key = postOfferKey('student', applicationId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PostOfferChecklist | null>(key);
      if (before) {
        const next: PostOfferChecklist = {
          ...before,
          steps: before.steps.map((step) => (step.key === stepKey ? { ...step, done } : step)),
        };
        queryClient.setQueryData(key, next);
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(postOfferKey('student', applicationId), context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<PostOfferChecklist | null>(
        postOfferKey('student', applicationId),
        answer.data,
      );
    },
  });
}

/** Staff: the student ticked a step of this application, so the checklist is fetched again; after a reconnect too. */
export function useLivePostOffer(applicationId: number, enabled = true) {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || !enabled) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: postOfferKey('staff', applicationId) });
    const onChanged = (event: PostOfferChecklistChanged) => {
      if (event.admissionApplicationId === applicationId) refetch();
    };
    socket.on('postOfferChecklistChanged', onChanged);
    socket.io.on('reconnect', refetch);
    return () => {
      socket.off('postOfferChecklistChanged', onChanged);
      socket.io.off('reconnect', refetch);
    };
  }, [socket, queryClient, applicationId, enabled]);
}
