import type { Post } from '@edupath/contract';
import { COMMUNITY_MESSAGES as M } from '@edupath/contract/messages';
import { clsx } from 'clsx';
import { Heart, MapPin, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Avatar } from '../../../components/ui/avatar';
import { useAuth } from '../../../lib/auth-storage';
import { formatRelative } from '../../../lib/format-time';
import { imageUrl } from '../../../lib/image-url';
import { useToggleLike } from '../api/toggle-like';
import { CommentsPanel } from './comments-panel';
import { ReportButton } from './report-button';

/** One post: author, text (always as text, never HTML), optional image, likes and comments. */
export function PostCard({ post }: { post: Post }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const like = useToggleLike(post.communityId);
  const liked = post.LikeModels.length > 0;
  const author = post.UserModel;
  const { user } = useAuth();

  const toggleLike = () =>
    like.mutate(post, {
      onError: () => toast.error(M.likeFailed),
    });

  return (
    <article
      aria-label={`Post by ${author.name}`}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex items-center gap-3 px-4 pt-4 sm:px-5">
        <Avatar name={author.name} image={author.profileImage} className="h-10 w-10 rounded-full text-sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink">{author.name}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-gray-500">
            {author.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-3 w-3" aria-hidden="true" />
                {author.location}
              </span>
            )}
            {author.location && <span aria-hidden="true">·</span>}
            <time dateTime={post.createdAt}>{formatRelative(post.createdAt)}</time>
          </p>
        </div>
      </header>

      <p className="whitespace-pre-wrap break-words px-4 pt-3 text-[15px] leading-relaxed text-ink sm:px-5">
        {post.postText}
      </p>

      {post.postImage && (
        <div className="mt-3 bg-gray-50">
          <img
            src={imageUrl(post.postImage)}
            alt={`Shared by ${author.name}`}
            loading="lazy"
            className="max-h-[28rem] w-full object-contain"
          />
        </div>
      )}

      <footer className="mt-3 flex items-center gap-1 border-t border-line px-2 py-1.5 sm:px-3">
        <button
          type="button"
          onClick={toggleLike}
          disabled={like.isPending}
          aria-pressed={liked}
          aria-label={`${liked ? 'Unlike' : 'Like'} (${post.totalLikes} ${post.totalLikes === 1 ? 'like' : 'likes'})`}
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-gray-100 disabled:opacity-60',
            liked ? 'text-rose-600' : 'text-ink-secondary',
          )}
        >
          <Heart className={clsx('h-4 w-4', liked && 'fill-current')} aria-hidden="true" />
          <span data-testid="like-count">{post.totalLikes}</span>
        </button>
        <button
          type="button"
          onClick={() => setCommentsOpen((open) => !open)}
          aria-expanded={commentsOpen}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink-secondary transition-colors hover:bg-gray-100"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Comments ({post.totalComments})
        </button>
        {user && user.userId !== author.userId && (
          <ReportButton
            targetType="post"
            targetId={post.postId}
            authorName={author.name}
            className="ml-auto rounded-lg px-3 py-2 text-sm font-medium text-ink-secondary hover:bg-gray-100"
          />
        )}
      </footer>

      {commentsOpen && <CommentsPanel postId={post.postId} communityId={post.communityId} />}
    </article>
  );
}
