import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferResponse } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { useMoneyFormat } from '@/lib/money';

function Fact({ label, children, own }: { label: string; children: ReactNode; own?: boolean }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', own && 'text-primary')}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Amounts and times of an offer (spec §3): available of total, the order deadline and the
 * delivery; the dealer also sees the purchase time, marked as their own (spec §6). The pick-up
 * place, when given, is one line of its own under them (decision 077).
 */
export function OfferFacts({ offer, className }: { offer: OfferResponse; className?: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const when = (instant: string) => formatDateTime(instant, dateFormat);
  // Only the dealer's answers carry the purchase time, and only when they set one.
  const purchase = offer.purchaseTime;
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-3',
        purchase ? 'md:grid-cols-4' : 'md:grid-cols-3',
        className,
      )}
    >
      <Fact label={t('offers.available')}>
        {t('offers.available_of_total', {
          available: money.number(offer.availableAmount),
          total: money.number(offer.totalAmount),
        })}
      </Fact>
      <Fact label={t('offers.order_deadline')}>
        <time dateTime={offer.orderDeadline}>{when(offer.orderDeadline)}</time>
      </Fact>
      <Fact label={t('offers.delivery')}>
        <time dateTime={offer.delivery}>{when(offer.delivery)}</time>
      </Fact>
      {purchase && (
        <Fact label={t('offers.purchase_own')} own>
          <time dateTime={purchase}>{when(purchase)}</time>
        </Fact>
      )}
      {offer.pickupPlace && (
        // A light line with a pin: the pin says what it is; the label is for screen readers.
        <div className="col-span-full flex min-w-0 items-start gap-1.5 text-sm font-medium">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <dt className="sr-only">{t('offers.pickup_place')}</dt>
          <dd className="min-w-0 break-words">{offer.pickupPlace}</dd>
        </div>
      )}
    </dl>
  );
}
