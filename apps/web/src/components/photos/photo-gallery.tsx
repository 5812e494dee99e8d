import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from '../ui/styles';
import { PhotoImage } from './photo-image';
import { photoSizes } from './photo-list';
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
  'absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70 sm:inline-flex',
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
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const many = photos.length > 1;
  const go = (index: number) => {
    const list = track.current;
    if (!list) return;
    const target = Math.max(0, Math.min(photos.length - 1, index));
    list.scrollTo({ left: target * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <section
      aria-label={t('photos.gallery', { count: photos.length })}
      aria-roledescription="carousel"
      className={cn('relative overflow-hidden rounded-xl', className)}
    >
      <ul
        ref={track}
        data-testid="photo-track"
        onScroll={(event) => {
          const list = event.currentTarget;
          if (list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            aria-roledescription="slide"
            aria-label={t('photos.position', { index: index + 1, count: photos.length })}
            className="w-full shrink-0 snap-center snap-always"
          >
            <button
              type="button"
              onClick={() => setViewing(index)}
              className={cn('block w-full cursor-zoom-in', focusRing)}
              aria-label={t('photos.open_viewer', { alt: photo.alt || fallbackAlt })}
            >
              <PhotoImage
                photo={photo}
                aspect={4 / 3}
                sizes={photoSizes(maxWidth)}
                eager={index === 0}
                alt={photo.alt || fallbackAlt}
              />
            </button>
          </li>
        ))}
      </ul>
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
