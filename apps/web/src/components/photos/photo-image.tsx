import { useState } from 'react';
import { cn } from '@/lib/cn';
import { photoSrcset, photoVariantPath, type PhotoRef } from '@kozos/contract';
import { thumbhashUrl } from './thumbhash-url';

interface PhotoImageProps {
  photo: PhotoRef;
  /** The `sizes` attribute: how wide the box is drawn, so the browser picks the width. */
  sizes: string;
  /** Box shape; the photo's own when not given. */
  aspect?: number;
  /** `cover` fills the box (cards), `contain` shows the whole photo (viewer). */
  fit?: 'cover' | 'contain';
  /** Only the first screen's photos load at once; the rest when scrolled near. */
  eager?: boolean;
  alt?: string;
  className?: string;
  imageClassName?: string;
}

/**
 * A stored photo in a box of fixed shape (no layout shift), its ThumbHash placeholder painted
 * underneath until the image arrives, and `srcset` + `sizes` so a phone fetches a small width.
 */
export function PhotoImage({
  photo,
  sizes,
  aspect,
  fit = 'cover',
  eager = false,
  alt,
  className,
  imageClassName,
}: PhotoImageProps) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = thumbhashUrl(photo.thumbhash);
  const ratio = aspect ?? (photo.height > 0 ? photo.width / photo.height : 4 / 3);
  const smallest = photo.widths[0];
  return (
    <div
      className={cn('relative overflow-hidden bg-muted', className)}
      style={{
        aspectRatio: String(ratio),
        backgroundImage: !loaded && placeholder ? `url(${placeholder})` : undefined,
        backgroundSize: fit === 'cover' ? 'cover' : 'contain',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }}
    >
      {smallest !== undefined && (
        <img
          src={photoVariantPath(photo.id, smallest)}
          srcSet={photoSrcset(photo)}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={alt ?? photo.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
          className={cn(
            'absolute inset-0 size-full',
            fit === 'cover' ? 'object-cover' : 'object-contain',
            imageClassName,
          )}
        />
      )}
    </div>
  );
}
