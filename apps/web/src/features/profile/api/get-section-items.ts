import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys, SECTIONS, type SectionItem, type SectionKey } from './profile-keys';

/** The envelope's `data` is the list (docs/accounts.md, "Education, work and test scores"). */
export async function getSectionItems<S extends SectionKey>(section: S): Promise<SectionItem<S>[]> {
  const answer = await api.get<SectionItem<S>[]>(SECTIONS[section].path);
  return answer.data;
}

export const useSectionItems = <S extends SectionKey>(section: S) =>
  useQuery({ queryKey: profileKeys.section(section), queryFn: () => getSectionItems(section) });
