import { type EndpointInput, PROFILE_SECTIONS } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys, type SectionItem, type SectionKey } from './profile-keys';

/** POST with the id edits, without creates (docs/accounts.md, "Education, work and test scores"). */
export async function saveSectionItem<S extends SectionKey>(
  section: S,
  values: Record<string, unknown>,
  id?: number,
): Promise<SectionItem<S>> {
  const { save, idKey } = PROFILE_SECTIONS[section as SectionKey];
  // The panel's form holds the section's own fields (entry-form.tsx); the server's schema checks them.
  const body = id === undefined ? values : { ...values, [idKey]: id };
  return (await call(save, { body } as EndpointInput<typeof save>)).data as SectionItem<S>;
}

export function useSaveSectionItem<S extends SectionKey>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, id }: { values: Record<string, unknown>; id?: number }) =>
      saveSectionItem(section, values, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.section(section) }),
  });
}
