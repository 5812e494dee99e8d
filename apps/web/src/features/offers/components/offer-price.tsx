import { useTranslation } from 'react-i18next';
import type { OfferResponse } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { useMoneyFormat } from '@/lib/money';
import { isFree } from '../offer-display';

/** "1 200 ft / 50 dkg", or Free for a free offer (spec §3, §4). */
export function OfferPrice({
  offer,
  className,
}: {
  offer: Pick<OfferResponse, 'price' | 'unit' | 'measure'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const unit = money.priceUnit(offer.unit, offer.measure);
  return (
    <p className={cn('flex shrink-0 flex-col items-end text-end leading-tight', className)}>
      {isFree(offer) ? (
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-bold text-primary-foreground">
          {t('offers.free')}
        </span>
      ) : (
        <span className="text-lg font-bold whitespace-nowrap tabular-nums">
          {money.price(offer.price)}
        </span>
      )}
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        {t('offers.per_unit', { unit })}
      </span>
    </p>
  );
}
