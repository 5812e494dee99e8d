import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from '../ui/styles';
import { photoAlt, PhotoSlides, useSlides } from './photo-slides';
import type { PhotoRef } from '@kozos/contract';

interface PhotoViewerProps {
  photos: readonly PhotoRef[];
  fallbackAlt: string;
  start: number;
  /** Closed on the photo it shows last, so the gallery can follow. */
  onClose: (index: number) => void;
}

const roundButton = cn(
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-30',
  focusRing,
);

/**
 * The full-screen view of an item's photos (loaded on first use): swipe or arrow keys between
 * them, the whole photo on black at the screen's width, its alt text as the caption.
 */
export default function PhotoViewer({ photos, fallbackAlt, start, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const { trackRef, onScroll, current, go } = useSlides(photos.length, start);
  const photo = photos[current];
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose(current)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(current + 1);
            if (event.key === 'ArrowLeft') go(current - 1);
          }}
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <DialogPrimitive.Title className="text-sm font-semibold tabular-nums">
              {t('photos.position', { index: current + 1, count: photos.length })}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {t('photos.viewer_hint')}
            </DialogPrimitive.Description>
            <DialogPrimitive.Close aria-label={t('common.close')} className={roundButton}>
              <X aria-hidden="true" className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <PhotoSlides
            photos={photos}
            trackRef={trackRef}
            onScroll={onScroll}
            fallbackAlt={fallbackAlt}
            sizes="100vw"
            eager={(index) => Math.abs(index - start) <= 1}
            className="min-h-0 flex-1 overscroll-contain"
            slideClassName="flex h-full items-center justify-center"
          />
          <div className="flex items-center justify-between gap-3 p-3">
            <button
              type="button"
              className={roundButton}
              onClick={() => go(current - 1)}
              disabled={current === 0}
              aria-label={t('photos.previous')}
            >
              <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
            </button>
            <p className="min-w-0 flex-1 text-center text-sm break-words">
              {photo ? photoAlt(photo, fallbackAlt) : ''}
            </p>
            <button
              type="button"
              className={roundButton}
              onClick={() => go(current + 1)}
              disabled={current === photos.length - 1}
              aria-label={t('photos.next')}
            >
              <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
