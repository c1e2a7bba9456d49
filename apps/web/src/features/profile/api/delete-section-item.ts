import { type EndpointInput, PROFILE_SECTIONS } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys, type SectionKey } from './profile-keys';

/** DELETE takes the id as a query parameter (docs/accounts.md, "Education, work and test scores"). */
export async function deleteSectionItem(section: SectionKey, id: number) {
  const { remove, idKey } = PROFILE_SECTIONS[section];
  // `{ [idKey]: id }` is the section's own id field, which TypeScript cannot see through the key.
  await call(remove, { query: { [idKey]: id } } as EndpointInput<typeof remove>);
}

export function useDeleteSectionItem(section: SectionKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSectionItem(section, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.section(section) }),
  });
}
