import { type Community, communityEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { communityKeys } from './keys';

export async function getCommunities(): Promise<Community[]> {
  return (await call(communityEndpoints.list)).data;
}

export function useCommunities() {
  return useQuery({ queryKey: communityKeys.list(), queryFn: getCommunities });
}

/** A member if any membership entry is active (docs/communities.md, "Communities and membership"). */
export const isMember = (community: Community) => community.UserCommunityMapModels.some((m) => m.isActive);
