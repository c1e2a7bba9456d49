import type { Post, PostsAnswer } from '@edupath/contract';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityKeys } from './keys';

export async function getPosts(communityId: number, cursor: string | null): Promise<PostsAnswer> {
  const answer = await api.get<Post[]>(`community/community-posts/${communityId}`, {
    query: { cursor },
  });
  return answer as unknown as PostsAnswer;
}

export function usePosts(communityId: number | null) {
  return useInfiniteQuery({
    queryKey: communityKeys.posts(communityId ?? 0),
    queryFn: ({ pageParam }) => getPosts(communityId!, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: communityId !== null,
  });
}

/** Changes one post wherever it sits in the loaded pages (a like, a new comment). */
export function updateCachedPost(
  queryClient: QueryClient,
  communityId: number,
  postId: number,
  change: (post: Post) => Post,
) {
  queryClient.setQueryData<InfiniteData<PostsAnswer, string | null>>(
    communityKeys.posts(communityId),
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((post) => (post.postId === postId ? change(post) : post)),
            })),
          }
        : data,
  );
}
