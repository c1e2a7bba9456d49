import { PROFILE_SECTIONS } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys, type SectionItem, type SectionKey } from './profile-keys';

/** The envelope's `data` is the list (docs/accounts.md, "Education, work and test scores"). */
export async function getSectionItems<S extends SectionKey>(section: S): Promise<SectionItem<S>[]> {
  const { list } = PROFILE_SECTIONS[section as SectionKey];
  // `section` picks the description, so its rows are that section's.
  return (await call(list)).data as SectionItem<S>[];
}

export const useSectionItems = <S extends SectionKey>(section: S) =>
  useQuery({ queryKey: profileKeys.section(section), queryFn: () => getSectionItems(section) });
