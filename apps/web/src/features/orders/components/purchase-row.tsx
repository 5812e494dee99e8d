import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type OrderResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useFormatDate } from '@/lib/use-format-date';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';
import { canEvaluate, orderStateOf, purchasePath } from '../order-rules';
import { OrderStateBadge } from './order-state-badge';
import { StarsShown } from './star-rating';

/** A rated order shows its stars; a fulfilled one inside the month, "Rate". */
function RatingPart({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  if (order.evaluation) return <StarsShown rating={order.evaluation.rating} />;
  if (!canEvaluate(order)) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link
        to={purchasePath(order.id)}
        aria-label={t('orders.rate_named', { name: order.offer.product.name })}
      >
        <Star aria-hidden="true" />
        {t('orders.rate')}
      </Link>
    </Button>
  );
}

/** One purchase of the history: what, from whom, when, how much, and where it stands. */
export function PurchaseRow({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const formatDate = useFormatDate();
  const free = order.offer.price === 0;
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-3 shadow-sm xs:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words">
          <Link
            to={purchasePath(order.id)}
            className={cn('rounded-sm underline-offset-4 hover:underline', focusRing)}
          >
            {order.offer.product.name}
          </Link>
        </h2>
        <OrderStateBadge state={orderStateOf(order)} />
      </div>
      <p className="text-sm text-muted-foreground">
        {personName(order.offer.dealer, t('user.deleted_user'))} ·{' '}
        {t('orders.ordered_on', { date: formatDate(order.date) })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm tabular-nums">
          {amountText(order.amount, order.offer.unit, order.offer.measure)} ·{' '}
          <span className="font-semibold">
            {free ? t('offers.free') : money.price(order.total)}
          </span>
        </span>
        <RatingPart order={order} />
      </div>
    </article>
  );
}
