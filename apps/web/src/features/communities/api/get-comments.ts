import type { CommentItem, CommentsAnswer } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityKeys } from './keys';

export async function getComments(postId: number): Promise<CommentsAnswer> {
  return (await api.get<CommentItem[]>('community/comments', {
    query: { postId },
  })) as unknown as CommentsAnswer;
}

/** Loaded when the comments panel opens (docs/communities.md, "Comments and replies"). */
export function useComments(postId: number, enabled: boolean) {
  return useQuery({ queryKey: communityKeys.comments(postId), queryFn: () => getComments(postId), enabled });
}
