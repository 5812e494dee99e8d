import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderResponse } from '@kozos/contract';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';
import { orderStateOf } from '../order-rules';
import { OrderStateBadge } from './order-state-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** My order in figures (spec §3): amount in units, total, when ordered, and its state. */
export function OrderFacts({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const free = order.offer.price === 0;
  return (
    <section
      aria-labelledby="order-facts-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-facts-title" className="text-lg font-semibold">
          {t(free ? 'orders.your_acceptance' : 'orders.your_order')}
        </h2>
        <OrderStateBadge state={orderStateOf(order)} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-3">
        <Fact label={t('orders.amount')}>
          {amountText(order.amount, order.offer.unit, order.offer.measure)}
        </Fact>
        <Fact label={t('orders.total')}>{free ? t('offers.free') : money.price(order.total)}</Fact>
        <Fact label={t('orders.ordered_at')}>
          <time dateTime={order.date}>{formatDateTime(order.date, dateFormat)}</time>
        </Fact>
      </dl>
    </section>
  );
}
