import { ShoppingBasket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferResponse, OrderResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Notice } from '@/components/ui/notice';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';
import { useForm } from '@/lib/use-form';
import { useCreateOrder } from '../api/orders';
import { useLatestOrderOf } from '../api/purchases';
import { amountRules, isBeforeDeadline, purchasePath } from '../order-rules';
import { AmountField } from './amount-field';

/**
 * "You ordered 3 × 50 dkg (3 600 ft)" with the way to the purchase screen; also once fulfilled
 * (to rate it) or rejected (to read why), issue 23.1.
 */
function MyOrderLine({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const free = order.offer.price === 0;
  const title = order.rejection
    ? 'orders.your_order_rejected'
    : order.isFulfilled
      ? 'orders.your_order_fulfilled'
      : free
        ? 'orders.you_accepted'
        : 'orders.you_ordered';
  return (
    <Notice variant={order.rejection ? 'info' : 'success'} title={t(title)}>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="tabular-nums">
          {amountText(order.amount, order.offer.unit, order.offer.measure)}
          {!free && ` · ${money.price(order.total)}`}
        </span>
        <Link to={purchasePath(order.id)} className="font-semibold underline underline-offset-4">
          {t('orders.open_order')}
        </Link>
      </p>
    </Notice>
  );
}

function OrderForm({ offer, ordered }: { offer: OfferResponse; ordered: boolean }) {
  const { t } = useTranslation();
  const create = useCreateOrder();
  const free = offer.price === 0;
  const form = useForm({
    rules: amountRules(offer.availableAmount),
    successMessage: free ? 'orders.accepted' : 'orders.ordered',
    onSubmit: (values) =>
      create.mutateAsync({
        offerId: offer.id,
        amount: typeof values.amount === 'number' ? values.amount : 0,
      }),
  });
  const action = free ? 'orders.accept' : 'orders.order';
  return (
    <form {...form.formProps} className="flex w-full flex-col gap-3">
      <AmountField
        offer={offer}
        defaultValue={1}
        max={offer.availableAmount}
        error={form.fieldErrors.amount}
        label={ordered ? t('orders.amount_more') : undefined}
      />
      <FormMessage message={form.formError} />
      <Button type="submit" disabled={form.submitting} className="self-start">
        <ShoppingBasket aria-hidden="true" />
        {form.submitting ? t('orders.ordering') : t(ordered ? `${action}_more` : action)}
      </Button>
    </form>
  );
}

/**
 * The offer page's order control for a member (spec §4): my latest order of it if I have one (in
 * any state), then the amount and Order (Accept for a free offer) while the offer is open and
 * not sold out, or why not. Ordering adds to an open order only; a rejected one is a new start.
 */
export function OrderControl({ offer }: { offer: OfferResponse }) {
  const { t } = useTranslation();
  const latest = useLatestOrderOf(offer.id);
  const mine = latest?.rejection ? undefined : latest;
  // While my order is fulfilled the server adds nothing to it (order_fulfilled), so no form.
  const fulfilled = mine?.isFulfilled === true;
  const open = isBeforeDeadline(offer);
  const soldOut = offer.availableAmount <= 0;
  return (
    <section aria-label={t('orders.order_section')} className="flex w-full flex-col gap-3">
      {latest && <MyOrderLine order={latest} />}
      {!open ? (
        <p className="text-sm text-muted-foreground">{t('orders.closed_reason')}</p>
      ) : soldOut ? (
        <p className="text-sm text-muted-foreground">{t('orders.sold_out_reason')}</p>
      ) : fulfilled ? null : (
        <OrderForm offer={offer} ordered={mine !== undefined} />
      )}
    </section>
  );
}
