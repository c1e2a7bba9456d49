/** Query keys of the communities feature, in one place so mutations invalidate the right data. */
export const communityKeys = {
  all: ['communities'] as const,
  list: () => [...communityKeys.all, 'list'] as const,
  posts: (communityId: number) => [...communityKeys.all, 'posts', communityId] as const,
  allComments: () => [...communityKeys.all, 'comments'] as const,
  comments: (postId: number) => [...communityKeys.allComments(), postId] as const,
};
