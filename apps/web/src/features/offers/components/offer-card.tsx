import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, splitTags, type OfferResponse } from '@kozos/contract';
import { ItemPhotos } from '@/components/photos/card-photo';
import { CommentCount } from '@/components/ui/comment-count';
import { ContentByline } from '@/components/ui/content-byline';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusStripe } from '@/components/ui/status-stripe';
import { focusRing } from '@/components/ui/styles';
import { TagChip } from '@/components/ui/tag-chip';
import { cn } from '@/lib/cn';
import { statusOf } from '../offer-display';
import { OfferBadges } from './offer-badges';
import { OfferFacts } from './offer-facts';
import { OfferPrice } from './offer-price';

interface OfferCardProps {
  offer: OfferResponse;
  /** The offer page shows the whole description under its own h1; a list card links to it. */
  full?: boolean;
  /** The market with past offers hidden marks the remaining past ones Outdated (spec §4). */
  outdated?: boolean;
  actions?: ReactNode;
}

/** A card's tag chip opens the home feed filtered by that tag, as on posts. */
function TagLink({ tag }: { tag: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/?tags=${encodeURIComponent(tag)}`}
      title={t('feed.filter_by_tag')}
      className={cn('inline-flex max-w-full rounded-full hover:brightness-95', focusRing)}
    >
      <TagChip tag={tag} className="cursor-pointer" />
    </Link>
  );
}

/**
 * An offer (spec §3, §4): dealer and group, the product's name and tags, price or Free per
 * order unit, available of total, deadline and delivery, the status as colour and words.
 */
export function OfferCard({ offer, full = false, outdated, actions }: OfferCardProps) {
  const { t } = useTranslation();
  const status = statusOf(offer);
  const dealer = personName(offer.dealer, t('user.deleted_user'));
  const tags = splitTags(offer.product.tags);
  return (
    <article
      aria-label={offer.product.name}
      data-status={status}
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-border bg-card p-4 ps-5 text-card-foreground shadow-sm xs:p-5 xs:ps-6"
    >
      <StatusStripe status={status} />
      <ContentByline
        person={{ id: offer.dealer.id, name: dealer, avatar: offer.dealer.avatar }}
        group={offer.group}
        aside={<OfferBadges offer={offer} status={status} outdated={outdated} />}
      >
        <RelativeTime date={offer.creationTime} />
      </ContentByline>
      <ItemPhotos
        photos={offer.product.photos}
        name={offer.product.name}
        full={full}
        to={`/offers/${offer.id}`}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          {!full && (
            <h3 className="text-lg leading-snug font-semibold break-words">
              <Link
                to={`/offers/${offer.id}`}
                className={cn('rounded-sm hover:underline', focusRing)}
              >
                {offer.product.name}
              </Link>
            </h3>
          )}
          {offer.producer && (
            <p className="text-sm text-muted-foreground">
              {t('offers.from_producer', {
                name: personName(offer.producer, t('user.deleted_user')),
              })}
            </p>
          )}
        </div>
        <OfferPrice offer={offer} />
      </div>
      {offer.product.description && (
        <p
          className={cn(
            'leading-relaxed break-words whitespace-pre-line text-foreground/90',
            !full && 'line-clamp-3',
          )}
        >
          {offer.product.description}
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label={t('offers.tags')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <TagLink tag={tag} />
            </li>
          ))}
        </ul>
      )}
      <OfferFacts offer={offer} className="border-t border-border pt-3" />
      {!full && <CommentCount to={`/offers/${offer.id}`} count={offer.commentCount} />}
      {actions && <div className="flex flex-wrap gap-2 border-t border-border pt-3">{actions}</div>}
    </article>
  );
}
