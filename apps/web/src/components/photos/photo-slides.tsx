import type { PhotoRef } from '@kozos/contract';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PhotoImage } from './photo-image';

/** The alt text of a photo: the author's caption, else the item's name. */
export function photoAlt(photo: PhotoRef, fallbackAlt: string): string {
  return photo.alt || fallbackAlt;
}

/**
 * A row of photos one screen wide each (CSS scroll snap: a swipe on a phone), which photo is in
 * view and a way to scroll to another. Both the gallery and the full-screen viewer use it.
 */
export function useSlides(count: number, start = 0) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(start);
  const shown = useRef(start);
  useLayoutEffect(() => {
    const list = trackRef.current;
    if (list && start > 0) list.scrollLeft = start * list.clientWidth;
  }, [start]);
  // A change of width (a turned phone, a resized window) keeps the photo that was shown.
  useEffect(() => {
    const list = trackRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      list.scrollLeft = shown.current * list.clientWidth;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const go = (index: number) => {
    const list = trackRef.current;
    if (!list) return;
    const target = Math.max(0, Math.min(count - 1, index));
    list.scrollTo({ left: target * list.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const list = trackRef.current;
    if (!list || list.clientWidth === 0) return;
    shown.current = Math.round(list.scrollLeft / list.clientWidth);
    setCurrent(shown.current);
  };
  return { trackRef, current, go, onScroll };
}

export type Slides = ReturnType<typeof useSlides>;

interface PhotoSlidesProps {
  photos: readonly PhotoRef[];
  trackRef: Slides['trackRef'];
  onScroll: () => void;
  fallbackAlt: string;
  /** `sizes` of each photo: how wide the row is drawn. */
  sizes: string;
  /** The gallery's 4:3 boxes; the viewer shows each photo whole, in its own shape. */
  aspect?: number;
  /** Which photos load at once (the rest when scrolled near). */
  eager: (index: number) => boolean;
  className?: string;
  slideClassName?: string;
  slideLabel?: (index: number) => string;
  /** Wraps each photo (the gallery's button to the viewer). */
  wrap?: (photo: PhotoRef, index: number, image: ReactNode) => ReactNode;
  testId?: string;
}

/** The row itself: one slide per photo, each the photo box with its alt text. */
export function PhotoSlides({
  photos,
  trackRef,
  onScroll,
  fallbackAlt,
  sizes,
  aspect,
  eager,
  className,
  slideClassName,
  slideLabel,
  wrap = (_photo, _index, image) => image,
  testId,
}: PhotoSlidesProps) {
  return (
    <ul
      ref={trackRef}
      data-testid={testId}
      onScroll={onScroll}
      className={cn(
        'flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
    >
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          aria-roledescription={slideLabel ? 'slide' : undefined}
          aria-label={slideLabel?.(index)}
          className={cn('w-full shrink-0 snap-center snap-always', slideClassName)}
        >
          {wrap(
            photo,
            index,
            <PhotoImage
              photo={photo}
              aspect={aspect}
              sizes={sizes}
              fit={aspect ? 'cover' : 'contain'}
              eager={eager(index)}
              alt={photoAlt(photo, fallbackAlt)}
              className={aspect ? undefined : 'size-full bg-transparent'}
            />,
          )}
        </li>
      ))}
    </ul>
  );
}
