import { clsx } from 'clsx';
import { imageUrl } from '../../lib/image-url';

/** The first letter of the name (or of each of its first `letters` words), '?' for a blank name. */
export function initialsOf(name: string, letters = 1): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, letters)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

export interface AvatarProps {
  name: string;
  /** A stored image path or an absolute, data or blob URL; none shows the initials. */
  image: string | null | undefined;
  /** The picture's text: '' where the name is written beside it, as it mostly is. */
  alt?: string;
  /** Size, shape and border, shared by the picture and the letter. */
  className?: string;
  /** Replaces the default fit of the picture. */
  imageClassName?: string;
  /** Replaces the default colours and type of the letter. */
  letterClassName?: string;
  /** How many words give a letter. */
  letters?: number;
}

/**
 * A person's picture (or an organisation's logo), or the first letter of the name when there is
 * none. The letter is hidden from assistive technology: the name always stands beside it.
 */
export function Avatar({
  name,
  image,
  alt = '',
  className = 'h-10 w-10 rounded-full',
  imageClassName = 'object-cover',
  letterClassName = 'bg-primary-light font-semibold text-secondary',
  letters = 1,
}: AvatarProps) {
  const src = imageUrl(image);
  if (src) return <img src={src} alt={alt} className={clsx('shrink-0', className, imageClassName)} />;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-letter"
      className={clsx('flex shrink-0 items-center justify-center', className, letterClassName)}
    >
      {initialsOf(name, letters)}
    </span>
  );
}
