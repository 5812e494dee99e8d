import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useInView } from '@/lib/use-in-view';
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
  /**
   * The first screen's largest paint (a list's first card): loaded at once, like `eager`, and
   * asked for before the other images (`fetchpriority="high"`, decision 227).
   */
  priority?: boolean;
  alt?: string;
  /**
   * On a screen under 800 px wide, no width above this: a card's 320 px box on a 3× phone takes
   * the 640 width (2×, sharp enough) instead of 1280 (three times the bytes).
   */
  phoneMaxWidth?: number;
  className?: string;
  imageClassName?: string;
}

/**
 * How near the screen a lazy photo's request starts. The browser's own `loading="lazy"` starts
 * 1,250–2,500 px ahead (more on a slow network), which on a phone's first screen of the feed is
 * five or six cards; this keeps it to the cards in view and the next one.
 */
const nearScreen = '400px';
const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * A stored photo in a box of fixed shape (no layout shift), its ThumbHash placeholder painted
 * underneath until the image arrives, and `srcset` + `sizes` so a phone fetches a small width.
 */
export function PhotoImage({
  photo,
  sizes,
  aspect,
  fit = 'cover',
  eager: eagerGiven = false,
  priority = false,
  alt,
  phoneMaxWidth,
  className,
  imageClassName,
}: PhotoImageProps) {
  const eager = eagerGiven || priority;
  const [near, setNear] = useState(() => eager || !canObserve());
  const box = useInView<HTMLDivElement>(() => setNear(true), !near, nearScreen);
  const placeholder = thumbhashUrl(photo.thumbhash);
  const ratio = aspect ?? (photo.height > 0 ? photo.width / photo.height : 4 / 3);
  const smallest = photo.widths[0];
  const phoneWidths = phoneMaxWidth
    ? photo.widths.filter((width) => width <= phoneMaxWidth)
    : photo.widths;
  const capped = phoneWidths.length > 0 && phoneWidths.length < photo.widths.length;
  return (
    <div
      ref={box}
      className={cn('relative overflow-hidden bg-muted', className)}
      style={{
        aspectRatio: String(ratio),
        // Stays under the image: a new width chosen after a resize loads over it too.
        backgroundImage: placeholder ? `url(${placeholder})` : undefined,
        backgroundSize: fit === 'cover' ? 'cover' : 'contain',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }}
    >
      {near && smallest !== undefined && (
        <picture>
          {capped && (
            <source
              media="(max-width: 799px)"
              srcSet={photoSrcset({ id: photo.id, widths: phoneWidths })}
              sizes={sizes}
            />
          )}
          <img
            src={photoVariantPath(photo.id, smallest)}
            srcSet={photoSrcset(photo)}
            sizes={sizes}
            width={photo.width}
            height={photo.height}
            alt={alt ?? photo.alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            draggable={false}
            className={cn(
              'absolute inset-0 size-full',
              fit === 'cover' ? 'object-cover' : 'object-contain',
              imageClassName,
            )}
          />
        </picture>
      )}
    </div>
  );
}
