import type { Community } from '@edupath/contract';
import { COMMUNITY_MESSAGES as M } from '@edupath/contract/messages';
import { clsx } from 'clsx';
import { ArrowLeft, MessagesSquare, PenSquare } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/ui/states';
import { useCommunities } from '../api/get-communities';
import { usePosts } from '../api/get-posts';
import { CommunityList, CommunityLogo, CommunityStats } from '../components/community-list';
import { CreatePostModal } from '../components/create-post-modal';
import { MembershipButton } from '../components/membership-button';
import { PostCard } from '../components/post-card';
import { useContentRemoved } from '../realtime/use-content-removed';

function CommunityPosts({ community, onCreatePost }: { community: Community; onCreatePost: () => void }) {
  const posts = usePosts(community.communityId);
  useContentRemoved();
  const list = posts.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <CommunityLogo community={community} className="h-14 w-14" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-secondary">{community.communityName}</h2>
            {community.description && <p className="text-sm text-ink-secondary">{community.description}</p>}
            <div className="mt-1">
              <CommunityStats community={community} />
            </div>
          </div>
        </div>
        <MembershipButton community={community} size="md" />
      </div>

      {posts.isPending ? (
        <Spinner label="Loading posts" />
      ) : posts.isError ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 px-4 py-6 text-center text-sm font-medium text-red-700"
        >
          {M.loadPostsFailed}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare className="h-10 w-10" aria-hidden="true" />}
          title={M.noPosts}
          text={M.noPostsHint}
          action={<Button onClick={onCreatePost}>Create First Post</Button>}
        />
      ) : (
        <>
          {list.map((post) => (
            <PostCard key={post.postId} post={post} />
          ))}
          {posts.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => posts.fetchNextPage()}
              disabled={posts.isFetchingNextPage}
            >
              {posts.isFetchingNextPage ? 'Loading...' : 'Load more posts'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/**
 * /communities: the list (with search) on the left, the chosen community's posts on the right
 * (docs/communities.md, "Page texts"). The choice lives in the address (?community=ID) so a phone's
 * back button returns to the list and a notification can link straight to a community.
 */
export default function CommunitiesRoute() {
  const communities = useCommunities();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);

  const requested = Number(searchParams.get('community'));
  const selected = communities.data?.find((c) => c.communityId === requested) ?? null;

  const select = (communityId: number | null) =>
    setSearchParams(communityId === null ? {} : { community: String(communityId) });

  const openCreatePost = () => {
    if (!selected) {
      toast.info(M.selectCommunityFirst);
      return;
    }
    setCreating(true);
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-secondary">Communities</h1>
          <p className="mt-1 text-ink-secondary">
            Ask questions and share experiences with students heading the same way.
          </p>
        </div>
        <Button onClick={openCreatePost}>
          <PenSquare className="h-4 w-4" aria-hidden="true" /> Create Post
        </Button>
      </div>

      {communities.isPending ? (
        <Spinner label="Loading communities" />
      ) : communities.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center font-medium text-red-700">
          {M.loadCommunitiesFailed}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          {/* On a phone only one column shows: the list until a community is chosen, then its posts. */}
          <aside aria-label="All communities" className={clsx('min-w-0', selected && 'hidden lg:block')}>
            <div className="lg:sticky lg:top-24">
              <CommunityList
                communities={communities.data}
                selectedId={selected?.communityId ?? null}
                onSelect={select}
              />
            </div>
          </aside>
          <div className={clsx('min-w-0', !selected && 'hidden lg:block')}>
            {selected ? (
              <>
                <button
                  type="button"
                  onClick={() => select(null)}
                  className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary-dark hover:underline lg:hidden"
                >
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All communities
                </button>
                <section aria-label={`${selected.communityName} posts`}>
                  <CommunityPosts community={selected} onCreatePost={openCreatePost} />
                </section>
              </>
            ) : (
              <div className="flex h-full min-h-80 flex-col items-center justify-center rounded-2xl border border-dashed border-line bg-gray-50 px-6 text-center">
                <MessagesSquare className="mb-3 h-10 w-10 text-primary-dark" aria-hidden="true" />
                <p className="text-lg font-semibold text-secondary">{M.selectToView}</p>
              </div>
            )}
          </div>
        </div>
      )}

      {communities.data && (
        <CreatePostModal
          open={creating}
          onOpenChange={setCreating}
          communities={communities.data}
          selectedCommunityId={selected?.communityId ?? null}
          onCreated={(communityId) => communityId !== selected?.communityId && select(communityId)}
        />
      )}
    </section>
  );
}
