import { type CommentItem, communityEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { updateCachedPost } from './get-posts';
import { communityKeys } from './keys';

export interface CreateCommentValues {
  postId: number;
  comment: string;
  parentCommentId: number | null;
}

export async function createComment(values: CreateCommentValues): Promise<CommentItem> {
  return (await call(communityEndpoints.comment, { body: values })).data;
}

/** After a comment the list reloads and the post's comment count follows. */
export function useCreateComment(communityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async (comment) => {
      updateCachedPost(queryClient, communityId, comment.postId, (post) => ({
        ...post,
        totalComments: post.totalComments + 1,
      }));
      await queryClient.invalidateQueries({ queryKey: communityKeys.comments(comment.postId) });
    },
  });
}
