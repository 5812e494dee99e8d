import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from '../ui/styles';
import { photoSizes } from './photo-list';
import { photoAlt, PhotoSlides, useSlides } from './photo-slides';
import type { PhotoRef } from '@kozos/contract';

/** The full-screen viewer's code loads the first time someone opens it. */
const PhotoViewer = lazy(() => import('./photo-viewer'));

interface PhotoGalleryProps {
  photos: readonly PhotoRef[];
  /** Alt text for photos without a caption of their own: the item's name. */
  fallbackAlt: string;
  /** The widest the gallery is drawn, in CSS pixels (the content column). */
  maxWidth?: number;
  className?: string;
}

const navButton = cn(
  'absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70 disabled:opacity-40 xs:inline-flex',
  focusRing,
);

/**
 * All photos of an item on its detail screen: a row that swipes on a phone (CSS scroll snap),
 * arrows on a wide screen, "2 / 5" and a button to the full-screen viewer.
 */
export function PhotoGallery({
  photos,
  fallbackAlt,
  maxWidth = 760,
  className,
}: PhotoGalleryProps) {
  const { t } = useTranslation();
  const { trackRef, onScroll, current, go } = useSlides(photos.length);
  const [viewing, setViewing] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const many = photos.length > 1;
  return (
    <section
      aria-label={t('photos.gallery', { count: photos.length })}
      aria-roledescription="carousel"
      className={cn('relative overflow-hidden rounded-xl', className)}
    >
      <PhotoSlides
        photos={photos}
        trackRef={trackRef}
        onScroll={onScroll}
        fallbackAlt={fallbackAlt}
        sizes={photoSizes(maxWidth)}
        aspect={4 / 3}
        eager={(index) => index === 0}
        className="overscroll-x-contain"
        slideLabel={(index) => t('photos.position', { index: index + 1, count: photos.length })}
        testId="photo-track"
        wrap={(photo, index, image) => (
          <button
            type="button"
            onClick={() => setViewing(index)}
            className={cn('block w-full cursor-zoom-in', focusRing)}
            aria-label={t('photos.open_viewer', { alt: photoAlt(photo, fallbackAlt) })}
          >
            {image}
          </button>
        )}
      />
      {many && (
        <>
          <button
            type="button"
            className={cn(navButton, 'start-2')}
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('photos.previous')}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={cn(navButton, 'end-2')}
            onClick={() => go(current + 1)}
            disabled={current === photos.length - 1}
            aria-label={t('photos.next')}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </>
      )}
      <div className="pointer-events-none absolute end-2 bottom-2 flex items-center gap-1.5">
        {many && (
          <span
            aria-live="polite"
            className="rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          >
            {t('photos.position', { index: current + 1, count: photos.length })}
          </span>
        )}
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-black/60 text-white">
          <Expand aria-hidden="true" className="size-4" />
        </span>
      </div>
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            fallbackAlt={fallbackAlt}
            start={viewing}
            onClose={(index) => {
              setViewing(null);
              go(index);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
