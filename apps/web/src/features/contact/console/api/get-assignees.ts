import { contactEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { contactConsoleKeys } from './keys';

/** Active staff accounts a contact message can be assigned to. */
export function useAssignees() {
  return useQuery({
    queryKey: contactConsoleKeys.assignees,
    queryFn: async ({ signal }) => (await call(contactEndpoints.assignees, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
