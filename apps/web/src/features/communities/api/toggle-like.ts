import { communityEndpoints, type LikeState, type Post } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { updateCachedPost } from './get-posts';

/** Sends the like the page shows (postId, likeId); the answer is the new state (docs/communities.md). */
export async function toggleLike(post: Post): Promise<LikeState> {
  const likeId = post.LikeModels[0]?.likeId ?? null;
  return (await call(communityEndpoints.toggleLike, { body: { postId: post.postId, likeId } })).data;
}

export function useToggleLike(communityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (state) =>
      updateCachedPost(queryClient, communityId, state.postId, (post) => ({
        ...post,
        totalLikes: state.totalLikes,
        LikeModels: state.likeId === null ? [] : [{ likeId: state.likeId }],
      })),
  });
}
