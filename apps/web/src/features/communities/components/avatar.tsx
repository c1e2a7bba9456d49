import { clsx } from 'clsx';
import { imageUrl } from '../../../lib/image-url';

/** A person's photo, or the first letter of their name on the brand colour. */
export function Avatar({
  name,
  image,
  size = 'md',
}: {
  name: string;
  image: string | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm';
  if (image) {
    return <img src={imageUrl(image)} alt="" className={clsx(box, 'shrink-0 rounded-full object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-primary-light font-semibold text-secondary',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
