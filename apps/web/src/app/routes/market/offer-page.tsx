import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { OfferResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CommentThread } from '@/features/comments/components/comment-thread';
import { ItemModeration } from '@/features/comments/components/report-item-dialog';
import { useDeleteOffer } from '@/features/offers/api/offers';
import { OfferCard } from '@/features/offers/components/offer-card';
import { OfferLoader } from '@/features/offers/components/offer-loader';
import { offerEditPath, orderedOf, statusOf } from '@/features/offers/offer-display';
import { OrderControl } from '@/features/orders/components/order-control';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** The dealer's actions; each one that would be refused is disabled with its reason shown. */
function DealerActions({ offer }: { offer: OfferResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonId = useId();
  const remove = useDeleteOffer(offer.id);
  const closed = statusOf(offer) !== 'active';
  const ordered = orderedOf(offer) > 0;
  const reasons = [
    closed && t('offers.edit_closed'),
    ordered && t('offers.delete_has_orders'),
  ].filter(Boolean);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('Deleted') });
        void navigate('/myoffers', { replace: true });
      },
      onError: (error) => showErrorToast(error, t, 'offers.delete_failed'),
    });
  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {closed ? (
          <Button variant="outline" size="sm" disabled aria-describedby={reasonId}>
            <Pencil aria-hidden="true" />
            {t('offers.edit_amount')}
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to={offerEditPath(offer)}>
              <Pencil aria-hidden="true" />
              {t('offers.edit_amount')}
            </Link>
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={ordered || remove.isPending}
              aria-describedby={ordered ? reasonId : undefined}
            >
              <Trash2 aria-hidden="true" />
              {t('offers.delete')}
            </Button>
          }
          title={t('offers.delete_title')}
          description={t('offers.delete_text', { name: offer.product.name })}
          confirmLabel={t('offers.delete')}
          destructive
          onConfirm={onDelete}
        />
      </div>
      {reasons.length > 0 && (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {reasons.join(' ')}
        </p>
      )}
    </div>
  );
}

function OfferView({ offer }: { offer: OfferResponse }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const isDealer = offer.dealer.id === me.id;
  return (
    <>
      <BackLink
        to={isDealer ? '/myoffers' : '/offers'}
        label={t(isDealer ? 'nav.myoffers' : 'nav.market')}
      />
      <PageHeading title={offer.product.name} />
      <div className="flex flex-col gap-5">
        <ItemModeration
          type="offer"
          id={offer.id}
          isAuthor={isDealer}
          hiddenReason={offer.hiddenReason}
        />
        <OfferCard
          offer={offer}
          full
          actions={isDealer ? <DealerActions offer={offer} /> : <OrderControl offer={offer} />}
        />
        <CommentThread itemType="offer" itemId={offer.id} />
      </div>
    </>
  );
}

/** /offers/:id: the whole offer; a member orders from it, the dealer changes or deletes it. */
export function OfferPage() {
  const { id = '' } = useParams();
  return <OfferLoader id={id}>{(offer) => <OfferView offer={offer} />}</OfferLoader>;
}
