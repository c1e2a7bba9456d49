import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys, SECTIONS, type SectionKey } from './profile-keys';

/** DELETE takes the id as a query parameter (docs/accounts.md, "Education, work and test scores"). */
export async function deleteSectionItem(section: SectionKey, id: number) {
  const { path, idKey } = SECTIONS[section];
  await api.delete(path, { query: { [idKey]: id } });
}

export function useDeleteSectionItem(section: SectionKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSectionItem(section, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.section(section) }),
  });
}
