import { ChevronDown, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { personName, type OrderResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { CardSkeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDate, formatTime } from '@/lib/dates';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';
import { useOpenOrders } from '../api/orders';
import {
  cartTotal,
  groupCart,
  splitCart,
  type DayGroup,
  type DealerGroup,
  type PickUp,
} from '../cart-groups';
import { purchasePath } from '../order-rules';
import { LoadFailed } from './load-failed';

function CartRow({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const free = order.offer.price === 0;
  return (
    <Link
      to={purchasePath(order.id)}
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-muted',
        focusRing,
      )}
    >
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold break-words">{order.offer.product.name}</span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {amountText(order.amount, order.offer.unit, order.offer.measure)}
        </span>
      </span>
      <span className="shrink-0 font-semibold tabular-nums">
        {free ? t('offers.free') : money.price(order.total)}
      </span>
    </Link>
  );
}

/**
 * "09:00, Kossuth u. 12." (decision 077); several pick-ups from one dealer on one day are joined
 * by commas when only times, by semicolons once a place (which may hold commas) is among them.
 */
function pickUpText(pickUps: readonly PickUp[], t: TFunction): string {
  const texts = pickUps.map(({ time, place }) =>
    place ? t('orders.pick_up_time_place', { time: formatTime(time), place }) : formatTime(time),
  );
  return texts.join(pickUps.some((pickUp) => pickUp.place) ? '; ' : ', ');
}

function DealerCard({ group }: { group: DealerGroup }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dealer = personName(group.dealer, t('user.deleted_user'));
  return (
    <section
      aria-label={dealer}
      className="flex flex-col gap-1 rounded-2xl border border-border bg-card p-3 shadow-sm xs:p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 px-2">
        <h3 className="font-semibold">
          <Link
            to={`/users/${group.dealerId}`}
            className={cn('rounded-sm hover:underline', focusRing)}
          >
            {dealer}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('orders.pick_up_at', { time: pickUpText(group.pickUps, t) })}
        </p>
      </header>
      <ul className="flex flex-col divide-y divide-border">
        {group.orders.map((order) => (
          <li key={order.id}>
            <CartRow order={order} />
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 border-t border-border px-2 pt-2 text-sm">
        <span className="text-muted-foreground">{t('orders.dealer_total')}</span>
        <span className="font-semibold tabular-nums">{money.total(group.total)}</span>
      </p>
    </section>
  );
}

function DaySection({ group }: { group: DayGroup }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const headingId = `cart-day-${group.day}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('orders.delivery_on', { date: formatDate(group.date, dateFormat) })}
      </h2>
      {group.dealers.map((dealer) => (
        <DealerCard key={dealer.dealerId} group={dealer} />
      ))}
    </section>
  );
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}

/** /cart (issue 13): my open orders and accepted free offers, by delivery day and dealer. */
export function CartView() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const query = useOpenOrders();
  if (query.isPending) return <CartSkeleton />;
  if (query.isError)
    return (
      <LoadFailed
        title={t('orders.cart_failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { coming, earlier } = splitCart(query.data);
  const groups = groupCart(coming);

  const goToMarket = (
    <Button asChild variant="outline" size="sm">
      <Link to="/offers">{t('orders.go_to_market')}</Link>
    </Button>
  );
  if (groups.length === 0 && earlier.length === 0)
    return (
      <EmptyList message={t('orders.cart_empty')} icon={ShoppingCart}>
        {goToMarket}
      </EmptyList>
    );
  return (
    <div className="flex flex-col gap-6">
      {groups.length === 0 ? (
        <EmptyList message={t('orders.cart_nothing_coming')} icon={ShoppingCart}>
          {goToMarket}
        </EmptyList>
      ) : (
        <>
          {groups.map((group) => (
            <DaySection key={group.day} group={group} />
          ))}
          <p className="flex items-baseline justify-between gap-3 rounded-2xl bg-muted px-4 py-3">
            <span className="font-semibold">{t('orders.cart_total')}</span>
            <span className="text-lg font-bold tabular-nums">{money.total(cartTotal(groups))}</span>
          </p>
        </>
      )}
      {earlier.length > 0 && <EarlierDeliveries orders={earlier} />}
    </div>
  );
}

/**
 * Past deliveries whose dealer has not marked the order fulfilled: folded away below the cart,
 * newest day first, with no total (decision 085).
 */
function EarlierDeliveries({ orders }: { orders: readonly OrderResponse[] }) {
  const { t } = useTranslation();
  const groups = groupCart(orders).reverse();
  return (
    <details className="group rounded-2xl border border-border">
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        {t('orders.cart_earlier', { count: orders.length })}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-6 px-4 pb-4">
        <p className="text-sm text-muted-foreground">{t('orders.cart_earlier_text')}</p>
        {groups.map((group) => (
          <DaySection key={group.day} group={group} />
        ))}
      </div>
    </details>
  );
}
