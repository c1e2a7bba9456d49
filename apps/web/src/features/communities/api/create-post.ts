import { communityEndpoints, type Post } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { communityKeys } from './keys';

export interface CreatePostValues {
  communityId: number;
  postText: string;
  postImage: File | null;
}

export async function createPost(values: CreatePostValues): Promise<Post> {
  const form = new FormData();
  form.append('postText', values.postText);
  form.append('communityId', String(values.communityId));
  if (values.postImage) form.append('postImage', values.postImage);
  return (await call(communityEndpoints.createPost, { body: form })).data;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => queryClient.invalidateQueries({ queryKey: communityKeys.posts(post.communityId) }),
  });
}
