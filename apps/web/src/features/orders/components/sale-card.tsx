import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offerStatusOf, type SaleSummary } from '@kozos/contract';
import { StatusStripe } from '@/components/ui/status-stripe';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';

/** One of my offers with orders (spec §4 sales): what is left to hand over, and the takings. */
export function SaleCard({ sale }: { sale: SaleSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const { offer } = sale;
  const done = sale.toFulfilCount === 0;
  return (
    <article
      aria-label={offer.product.name}
      className="relative flex flex-col gap-2 overflow-hidden rounded-2xl border border-border bg-card p-4 ps-5 shadow-sm xs:p-5 xs:ps-6"
    >
      <StatusStripe status={offerStatusOf(offer)} />
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="text-lg leading-snug font-semibold break-words">
          <Link to={`/sales/${offer.id}`} className={cn('rounded-sm hover:underline', focusRing)}>
            {offer.product.name}
          </Link>
        </h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            done ? 'bg-muted text-foreground' : 'bg-primary text-primary-foreground',
          )}
        >
          {done
            ? t('orders.sales.all_done')
            : t('orders.sales.to_fulfil', { count: sale.toFulfilCount })}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(offer.pickupPlace ? 'orders.sales.delivery_place_in' : 'orders.sales.delivery_in', {
          date: formatDateTime(offer.delivery, dateFormat),
          place: offer.pickupPlace,
          group: offer.group.name,
        })}
      </p>
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm tabular-nums">
        <span>
          {t('orders.sales.orders', { count: sale.orderCount })}
          {' · '}
          {amountText(sale.orderedAmount, offer.unit, offer.measure)}
        </span>
        <span className="font-semibold">
          {offer.price === 0 ? t('offers.free') : money.price(sale.total)}
        </span>
      </p>
    </article>
  );
}
