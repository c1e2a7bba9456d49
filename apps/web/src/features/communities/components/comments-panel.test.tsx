import type { CommentItem } from '@edupath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { comment, reply } from '../../../test/fixtures/communities';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CommentsPanel } from './comments-panel';

let stored: CommentItem[];
let sent: unknown[];
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  sent = [];
  stored = [comment(1, 'Which intake?', 'Sneha Reddy', [reply(2, 1, 'Fall', 'Aarav Patel')])];
  api = mockApi({
    'POST community/comment': ({ body }) => {
      sent.push(body);
      const created = comment(10 + sent.length, (body as { comment: string }).comment, 'Isha Verma');
      stored = [...stored, created];
      return { status: 201, body: { message: 'Comment added', data: created } };
    },
    'GET community/comments': ({ url }) => {
      expect(url.href).toContain('/api/v1/community/comments?postId=7');
      return { body: { message: '', data: stored, totalCommentsCount: stored.length } };
    },
  });
});

const renderPanel = () => renderPage(<CommentsPanel postId={7} communityId={3} />);

describe('CommentsPanel', () => {
  it('shows comments with their replies and relative times', async () => {
    renderPanel();
    expect(await screen.findByText('Which intake?')).toBeInTheDocument();
    expect(screen.getByText('Fall')).toBeInTheDocument();
    expect(screen.getAllByText('about 1 hour ago')).toHaveLength(2);
  });

  it('keeps submit disabled for blank text and sends the trimmed text; the box clears and the list reloads', async () => {
    const user = userEvent.setup();
    renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const submit = screen.getByRole('button', { name: 'Post comment' });
    expect(submit).toBeDisabled();
    await user.type(box, '   ');
    expect(submit).toBeDisabled();
    await user.type(box, ' Good luck!  ');
    await user.click(submit);
    expect(await screen.findByText('Good luck!')).toBeInTheDocument();
    expect(sent).toEqual([{ postId: 7, comment: 'Good luck!', parentCommentId: null }]);
    expect(box).toHaveValue('');
  });

  it('Reply opens a reply form and hides the top-level one; Cancel closes it; a reply names its comment', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Which intake?');
    await user.click(screen.getByRole('button', { name: 'Reply to Aarav Patel (reply)' }));
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    const replyBox = screen.getByRole('textbox', { name: 'Reply to Aarav Patel' });
    expect(replyBox).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Reply to Aarav Patel' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reply to Sneha Reddy' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Sneha Reddy' }), 'Spring for me');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument());
    expect(sent).toEqual([{ postId: 7, comment: 'Spring for me', parentCommentId: 1 }]);
  });

  it('says so when there are no comments, and when they cannot be loaded', async () => {
    stored = [];
    const { unmount } = renderPanel();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    unmount();

    api.handlers['GET community/comments'] = () => ({ status: 503 });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load comments. Please try again.')).toBeInTheDocument();
  });
});
