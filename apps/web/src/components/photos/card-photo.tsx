import type { PhotoRef } from '@kozos/contract';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useLeadItem } from '../ui/lead-item';
import { focusRing } from '../ui/styles';
import { PhotoGallery } from './photo-gallery';
import { PhotoImage } from './photo-image';

/**
 * The widths a card's photo is drawn at: the card fills a phone's screen less its margins and
 * padding, and the content column (at most 800 px) above that.
 */
export const cardPhotoSizes = '(max-width: 840px) calc(100vw - 72px), 740px';

interface ItemPhotosProps {
  photos: readonly PhotoRef[];
  /** The item's name: the alt text of photos without a caption. */
  name: string;
  /** A list card shows the first photo linking to the item; the item's page shows them all. */
  full: boolean;
  to: string;
}

/**
 * The photos of a post, offer or event card (issue 25): on a list card the first, in a box of
 * fixed shape with its placeholder, loaded when scrolled near, "+N" when there are more; on the
 * item's page the swipeable gallery with the full-screen viewer.
 */
export function ItemPhotos({ photos, name, full, to }: ItemPhotosProps) {
  const { t } = useTranslation();
  const lead = useLeadItem();
  const first = photos[0];
  if (!first) return null;
  if (full) return <PhotoGallery photos={photos} fallbackAlt={name} />;
  return (
    // The title's link is the card's link for keyboards and screen readers; the photo is the
    // same link again for a tap, hidden from them as the byline's avatar is.
    <Link
      to={to}
      tabIndex={-1}
      aria-hidden="true"
      className={cn('relative block overflow-hidden rounded-xl', focusRing)}
      data-testid="card-photo"
    >
      <PhotoImage
        photo={first}
        aspect={16 / 9}
        sizes={cardPhotoSizes}
        phoneMaxWidth={640}
        priority={lead}
        alt={first.alt || name}
        className="rounded-xl"
      />
      {photos.length > 1 && (
        <span className="absolute end-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
          <Images aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('photos.gallery', { count: photos.length })}</span>
          <span aria-hidden="true">{photos.length}</span>
        </span>
      )}
    </Link>
  );
}
