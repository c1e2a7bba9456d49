import { ImageUp, X } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/form-errors';
import { imageUrl } from '../../../../lib/image-url';
import { useUploadCatalogueImage } from '../api/upload-catalogue-image';

/**
 * A picture of a catalogue item: choosing a file uploads it at once through the server's image
 * pipeline (checked by its bytes, re-encoded, 5 MB at most) and the field takes the stored path.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (path: string | null) => void;
  error?: string;
}) {
  const id = useId();
  const upload = useUploadCatalogueImage();
  const message =
    error ?? (upload.isError ? errorText(upload.error, 'The image could not be uploaded.') : undefined);
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-ink-secondary">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-gray-50">
          {upload.isPending ? (
            <Spinner label="Uploading" />
          ) : value ? (
            <img src={imageUrl(value)} alt={`${label} preview`} className="h-full w-full object-cover" />
          ) : (
            <ImageUp className="h-6 w-6 text-gray-400" aria-hidden />
          )}
        </div>
        <div className="flex flex-col items-start gap-1">
          <label
            htmlFor={id}
            className="cursor-pointer rounded-lg border border-primary px-3 py-1.5 text-sm font-medium text-primary-dark hover:bg-primary-light focus-within:ring-2"
          >
            {value ? 'Replace image' : 'Upload image'}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-labelledby={`${id}-label`}
              aria-describedby={message ? `${id}-error` : undefined}
              className="sr-only"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const stored = await upload.mutateAsync(file).catch(() => null);
                if (stored) onChange(stored.path);
              }}
            />
          </label>
          {value && (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex items-center gap-1 text-xs text-ink-secondary hover:text-red-700"
            >
              <X className="h-3.5 w-3.5" aria-hidden /> Remove
            </button>
          )}
          <span className="text-xs text-gray-500">JPEG, PNG, WebP or GIF, 5 MB at most</span>
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
