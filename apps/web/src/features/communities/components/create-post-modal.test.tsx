import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { community, post } from '../../../test/fixtures/communities';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CreatePostModal } from './create-post-modal';

const communities = [community(1, 'Study in Canada', true), community(2, 'Study in the UK', false)];
let sent: FormData[];

beforeEach(() => {
  sent = [];
  mockApi({
    'POST community/post': ({ body }) => {
      sent.push(body as FormData);
      return {
        status: 201,
        body: { message: 'Post created successfully!', data: post(9, { postText: 'Hello Canada' }) },
      };
    },
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});

function renderModal(selectedCommunityId: number | null) {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  renderPage(
    <CreatePostModal
      open
      onOpenChange={onOpenChange}
      communities={communities}
      selectedCommunityId={selectedCommunityId}
      onCreated={onCreated}
    />,
  );
  return { onOpenChange, onCreated };
}

describe('CreatePostModal', () => {
  it('requires post text and a community, offering only joined communities', async () => {
    const user = userEvent.setup();
    renderModal(2);
    const select = screen.getByRole('combobox', { name: 'Community' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a community',
      'Study in Canada',
    ]);
    expect(screen.getByText(/Join Study in the UK to post there/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    // The toasts say the same outside the dialog; these are the messages under the fields.
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Select a community')).toBeInTheDocument();
    expect(dialog.getByText('Post text is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('accepts image files only, even when the picker filter is bypassed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal(1);
    const input = screen.getByLabelText('Image (optional)', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please choose an image file');
    expect(screen.queryByRole('img', { name: 'Selected preview' })).not.toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'room.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Selected preview' })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends postText, communityId and postImage as multipart, then closes', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onCreated } = renderModal(1);
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Hello Canada');
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'room.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image (optional)', { selector: 'input' }), image);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('postText')).toBe('Hello Canada');
    expect(sent[0]!.get('communityId')).toBe('1');
    expect((sent[0]!.get('postImage') as File).name).toBe('room.png');
    expect(onCreated).toHaveBeenCalledWith(1);
  });
});
