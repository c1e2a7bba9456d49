import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoChoice } from '../api/photo-choice';
import { PhotoPicker } from './photo-picker';

function Harness({ current }: { current: string | null }) {
  const [choice, setChoice] = useState<PhotoChoice>({ kind: 'keep' });
  return (
    <>
      <PhotoPicker current={current} choice={choice} onChange={setChoice} name="Ravi Kumar" />
      <output data-testid="choice">{choice.kind}</output>
    </>
  );
}

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('PhotoPicker', () => {
  it('previews a chosen file at once and can drop it again', async () => {
    const user = userEvent.setup();
    render(<Harness current={null} />);
    expect(screen.getByText('RK')).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo'), file);
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByTestId('choice')).toHaveTextContent('new');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    // Never saved, so dropping it just means "no photo" again, not "remove the stored one".
    expect(screen.getByTestId('choice')).toHaveTextContent('keep');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('removes a stored photo', async () => {
    const user = userEvent.setup();
    render(<Harness current="uploads/0d8b8a3e-7c55-4c1e-9d8e-2b2f3c0e1a11.webp" />);
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute(
      'src',
      '/uploads/0d8b8a3e-7c55-4c1e-9d8e-2b2f3c0e1a11.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByTestId('choice')).toHaveTextContent('remove');
    expect(screen.getByText('RK')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness current={null} />);
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images are accepted');
    expect(screen.getByTestId('choice')).toHaveTextContent('keep');
  });
});
