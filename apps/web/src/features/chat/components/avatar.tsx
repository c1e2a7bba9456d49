import { clsx } from 'clsx';
import { imageUrl } from '../../../lib/image-url';

/** The profile image, or the first letter of the name when there is none (SPEC.md). */
export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const src = imageUrl(image);
  const base = clsx('shrink-0 rounded-full', className ?? 'h-11 w-11');
  if (src) return <img src={src} alt={name} className={clsx(base, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-letter"
      className={clsx(
        base,
        'flex items-center justify-center bg-primary-light text-lg font-semibold text-secondary',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
