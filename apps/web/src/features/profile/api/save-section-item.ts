import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys, SECTIONS, type SectionItem, type SectionKey } from './profile-keys';

/** POST with the id edits, without creates (docs/accounts.md, "Education, work and test scores"). */
export async function saveSectionItem<S extends SectionKey>(
  section: S,
  values: Record<string, unknown>,
  id?: number,
): Promise<SectionItem<S>> {
  const { path, idKey } = SECTIONS[section];
  const answer = await api.post<SectionItem<S>>(path, id === undefined ? values : { ...values, [idKey]: id });
  return answer.data;
}

export function useSaveSectionItem<S extends SectionKey>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, id }: { values: Record<string, unknown>; id?: number }) =>
      saveSectionItem(section, values, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.section(section) }),
  });
}
