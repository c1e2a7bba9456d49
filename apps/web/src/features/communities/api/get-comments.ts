import { type CommentsAnswer, communityEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { communityKeys } from './keys';

export async function getComments(postId: number): Promise<CommentsAnswer> {
  return call(communityEndpoints.comments, { query: { postId } });
}

/** Loaded when the comments panel opens (docs/communities.md, "Comments and replies"). */
export function useComments(postId: number, enabled: boolean) {
  return useQuery({ queryKey: communityKeys.comments(postId), queryFn: () => getComments(postId), enabled });
}
