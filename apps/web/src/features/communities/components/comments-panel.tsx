import type { CommentItem } from '@edupath/contract';
import { COMMENT_MAX_LENGTH } from '@edupath/contract/constants';
import { COMMUNITY_MESSAGES as M } from '@edupath/contract/messages';
import { type FormEvent, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth-storage';
import { errorText } from '../../../lib/form-errors';
import { formatRelative } from '../../../lib/format-time';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { ReportButton } from './report-button';

function CommentForm({
  onSubmit,
  pending,
  placeholder,
  submitLabel,
  label,
  onCancel,
  autoFocus,
}: {
  onSubmit: (text: string) => Promise<boolean>;
  pending: boolean;
  placeholder: string;
  submitLabel: string;
  label: string;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const blank = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The trimmed text is sent; blank text is never sent (docs/communities.md, "Comments and replies").
    if (blank || pending) return;
    if (await onSubmit(text.trim())) setText('');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        rows={1}
        maxLength={COMMENT_MAX_LENGTH}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens because the user asked to reply
        autoFocus={autoFocus}
        className="min-h-10 w-full flex-1 resize-y rounded-lg border border-line px-3 py-2 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
      <div className="flex shrink-0 gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} className="h-10">
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={blank || pending} className="h-10">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CommentView({
  comment,
  onReply,
  isReply,
}: {
  comment: CommentItem;
  onReply: (comment: CommentItem) => void;
  isReply?: boolean;
}) {
  const { user } = useAuth();
  return (
    <div className="flex gap-3">
      <Avatar
        name={comment.UserModel.name}
        image={comment.UserModel.profileImage}
        className="h-8 w-8 rounded-full text-xs"
      />
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-gray-50 px-3 py-2">
          <p className="text-sm font-semibold text-ink">{comment.UserModel.name}</p>
          <p className="whitespace-pre-wrap break-words text-sm text-ink-secondary">{comment.comment}</p>
        </div>
        <div className="mt-1 flex items-center gap-3 px-3 text-xs text-gray-500">
          <time dateTime={comment.createdAt}>{formatRelative(comment.createdAt)}</time>
          <button
            type="button"
            onClick={() => onReply(comment)}
            className="font-semibold text-secondary hover:underline"
            aria-label={`Reply to ${comment.UserModel.name}${isReply ? ' (reply)' : ''}`}
          >
            Reply
          </button>
          {user && user.userId !== comment.UserModel.userId && (
            <ReportButton
              targetType="comment"
              targetId={comment.commentId}
              authorName={comment.UserModel.name}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Comments with one level of replies. Choosing Reply opens a reply form under that thread and
 * hides the top-level form; Cancel closes it (docs/communities.md, "Comments and replies").
 */
export function CommentsPanel({ postId, communityId }: { postId: number; communityId: number }) {
  const comments = useComments(postId, true);
  const create = useCreateComment(communityId);
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (comment: string, parentCommentId: number | null) => {
    setError(null);
    try {
      await create.mutateAsync({ postId, comment, parentCommentId });
      setReplyTo(null);
      return true;
    } catch (err) {
      setError(errorText(err, 'Could not send your comment. Please try again.'));
      return false;
    }
  };

  const threadOf = (comment: CommentItem) => comment.parentCommentId ?? comment.commentId;
  const list = comments.data?.data ?? [];

  return (
    <section aria-label="Comments" className="border-t border-line px-4 pb-4 pt-3 sm:px-5">
      {comments.isPending ? (
        <Spinner label="Loading comments" className="py-4" />
      ) : comments.isError ? (
        <p role="alert" className="py-2 text-sm text-red-600">
          {M.loadCommentsFailed}
        </p>
      ) : list.length === 0 ? (
        <p className="py-2 text-sm text-ink-secondary">{M.noComments}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.map((comment) => (
            <li key={comment.commentId} className="flex flex-col gap-3">
              <CommentView comment={comment} onReply={setReplyTo} />
              {(comment.replies.length > 0 || (replyTo && threadOf(replyTo) === comment.commentId)) && (
                <div className="ml-11 flex flex-col gap-3 border-l-2 border-primary-light pl-3">
                  {comment.replies.map((reply) => (
                    <CommentView key={reply.commentId} comment={reply} onReply={setReplyTo} isReply />
                  ))}
                  {replyTo && threadOf(replyTo) === comment.commentId && (
                    <div className="flex flex-col gap-1">
                      <p className="text-xs text-gray-500">Replying to {replyTo.UserModel.name}</p>
                      <CommentForm
                        key={replyTo.commentId}
                        label={`Reply to ${replyTo.UserModel.name}`}
                        placeholder="Write a reply..."
                        submitLabel="Post reply"
                        pending={create.isPending}
                        onSubmit={(text) => send(text, replyTo.commentId)}
                        onCancel={() => {
                          setReplyTo(null);
                          setError(null);
                        }}
                        autoFocus
                      />
                    </div>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      {!replyTo && (
        <div className="mt-4">
          <CommentForm
            label="Write a comment"
            placeholder="Write a comment..."
            submitLabel="Post comment"
            pending={create.isPending}
            onSubmit={(text) => send(text, null)}
          />
        </div>
      )}
    </section>
  );
}
