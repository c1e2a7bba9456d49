import { communityEndpoints, type Post, type PostsAnswer } from '@edupath/contract';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { communityKeys } from './keys';

export async function getPosts(communityId: number, cursor: string | null): Promise<PostsAnswer> {
  return call(communityEndpoints.posts, { params: { communityId }, query: { cursor: cursor ?? undefined } });
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
