import { useTranslation } from 'react-i18next';
import { personName, type DealerOfferResponse } from '@kozos/contract';
import { StatusStripe } from '@/components/ui/status-stripe';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { useMoneyFormat } from '@/lib/money';
import { statusOf } from '../offer-display';
import { OfferBadges } from './offer-badges';
import { OfferPrice } from './offer-price';

/**
 * /dealeroffer: one dealer's offer of my product, with what has been ordered so far, in order
 * units, in the product's measure and in forints (the screen counterpart of the offer report).
 */
export function DealerOfferCard({ offer }: { offer: DealerOfferResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const status = statusOf(offer);
  const dealer = personName(offer.dealer, t('user.deleted_user'));
  const orderedMeasure = money.unit(offer.orderedAmount * offer.unit, offer.measure);
  return (
    <article
      aria-label={offer.product.name}
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-border bg-card p-4 ps-5 shadow-sm xs:p-5 xs:ps-6"
    >
      <StatusStripe status={status} />
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="text-lg leading-snug font-semibold break-words">{offer.product.name}</h3>
          <p className="text-sm text-muted-foreground">
            {t('dealer_offers.by_dealer', { dealer, group: offer.group.name })}
          </p>
        </div>
        <OfferBadges offer={offer} status={status} />
      </header>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl bg-muted px-4 py-3">
        <div className="flex flex-col">
          <span className="text-xs font-medium text-muted-foreground">
            {t('dealer_offers.ordered')}
          </span>
          <span className="text-2xl font-bold tabular-nums">
            {t('offers.available_of_total', {
              available: money.number(offer.orderedAmount),
              total: money.number(offer.totalAmount),
            })}
          </span>
          <span className="text-sm text-muted-foreground">
            {t('dealer_offers.ordered_detail', {
              amount: orderedMeasure,
              value: money.price(offer.orderedAmount * offer.price),
            })}
          </span>
        </div>
        <OfferPrice offer={offer} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">
            {t('offers.order_deadline')}
          </dt>
          <dd className="font-semibold">{formatDateTime(offer.orderDeadline, dateFormat)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{t('offers.delivery')}</dt>
          <dd className="font-semibold">{formatDateTime(offer.delivery, dateFormat)}</dd>
        </div>
      </dl>
    </article>
  );
}
