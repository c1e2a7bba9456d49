import { MAX_UPLOAD_BYTES } from '@edupath/contract/constants';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import type { PhotoChoice } from '../api/photo-choice';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export interface PhotoPickerProps {
  /** The stored photo path, if any. */
  current: string | null;
  choice: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
  /** Shown in the circle when there is no photo. */
  name: string;
  error?: string;
}

/**
 * A round photo with "Choose photo" and "Remove photo". A chosen file is previewed at once
 * from memory (object URL) and only uploaded when the form is saved.
 */
export function PhotoPicker({ current, choice, onChange, name, error }: PhotoPickerProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => {
    if (choice.kind !== 'new') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  const shown = choice.kind === 'new' ? preview : choice.kind === 'remove' ? null : current;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // The server checks the bytes; these checks only save a pointless upload.
    if (!ACCEPTED.includes(file.type))
      return setLocalError('Only JPEG, PNG, WebP or GIF images are accepted');
    if (file.size > MAX_UPLOAD_BYTES) return setLocalError('The file is too large (5 MB at most)');
    setLocalError(null);
    onChange({ kind: 'new', file });
  };

  const message = localError ?? error;
  return (
    <div className="flex items-center gap-4">
      <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-full bg-primary-light ring-4 ring-white shadow">
        <Avatar
          name={name}
          image={shown}
          alt={name}
          className="h-full w-full"
          letterClassName="text-2xl font-semibold text-secondary"
          letters={2}
        />
      </div>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-primary px-3 py-1.5 text-sm font-medium text-primary-dark transition-colors hover:bg-primary-light focus-within:ring-2 focus-within:ring-primary/30"
        >
          <Camera className="h-4 w-4" aria-hidden="true" />
          {shown ? 'Change photo' : 'Choose photo'}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            aria-label="Profile photo"
            onChange={pick}
          />
        </label>
        {shown && (
          <button
            type="button"
            onClick={() => {
              setLocalError(null);
              // Dropping a photo that was never saved just goes back to having none.
              onChange(current ? { kind: 'remove' } : { kind: 'keep' });
            }}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-red-600 hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove photo
          </button>
        )}
        {choice.kind !== 'keep' && !message && (
          <p className="text-xs text-gray-500">
            {choice.kind === 'new'
              ? 'New photo — saved when you save.'
              : 'Photo will be removed when you save.'}
          </p>
        )}
        {message && (
          <p role="alert" className="text-sm text-red-600">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
