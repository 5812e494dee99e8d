import { Ban, Check, CircleCheck, Download, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, type SaleOrder, type SaleResponse } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { cn } from '@/lib/cn';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { showErrorToast } from '@/lib/error-toast';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';
import { toast } from '@/lib/toast';
import { downloadSaleCsv, useSaleAction } from '../api/sales';
import { RejectDialog } from './reject-dialog';
import { SalePrintTable } from './sale-print-table';

function SaleRow({ order, sale }: { order: SaleOrder; sale: SaleResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const action = useSaleAction();
  const buyer = personName(order.buyer, t('user.deleted_user'));
  const rejected = order.rejection !== null;
  const run = (kind: 'Fulfil' | 'Unfulfil') =>
    action.mutate(
      { orderId: order.id, action: kind },
      {
        onSuccess: () =>
          toast({ title: t(kind === 'Fulfil' ? 'orders.sales.fulfilled' : 'orders.sales.undone') }),
        onError: (error) => showErrorToast(error, t, 'orders.sales.action_failed'),
      },
    );
  return (
    <li
      aria-label={buyer}
      className={cn(
        'flex flex-col gap-2 py-3 xs:flex-row xs:items-center xs:justify-between',
        rejected && 'text-muted-foreground',
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        {rejected ? (
          <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        ) : order.isFulfilled ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        ) : (
          <span aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded-full border-2" />
        )}
        <Avatar name={buyer} photo={order.buyer.avatar} size="sm" className="shrink-0" />
        <div className="flex min-w-0 flex-col">
          <span className={cn('font-semibold break-words', rejected && 'line-through')}>
            {buyer}
          </span>
          <span className="text-sm tabular-nums">
            {amountText(order.amount, sale.offer.unit, sale.offer.measure)}
            {sale.offer.price > 0 && ` · ${money.price(order.total)}`}
          </span>
          <span className="text-sm font-medium">
            {rejected
              ? t('orders.rejected_reason', { reason: order.rejection?.reason ?? '' })
              : order.isFulfilled
                ? t('orders.state.fulfilled')
                : t('orders.sales.not_yet')}
          </span>
        </div>
      </div>
      {!rejected && (
        <div className="flex flex-wrap gap-1 ps-7 xs:ps-0">
          {order.isFulfilled ? (
            <Button
              variant="outline"
              size="sm"
              disabled={action.isPending}
              onClick={() => run('Unfulfil')}
            >
              <Undo2 aria-hidden="true" />
              {t('orders.sales.undo')}
            </Button>
          ) : (
            <>
              <Button size="sm" disabled={action.isPending} onClick={() => run('Fulfil')}>
                <Check aria-hidden="true" />
                {t('orders.sales.fulfil')}
              </Button>
              <RejectDialog orderId={order.id} buyer={buyer} />
            </>
          )}
        </div>
      )}
    </li>
  );
}

function SaleTools({ sale }: { sale: SaleResponse }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = `${t('orders.sales.csv_name')}-${sale.offer.product.name}.csv`;
      await downloadSaleCsv(sale.offer.id, name.replace(/[\\/:*?"<>|]+/g, '-'));
    } catch (error) {
      showErrorToast(error, t, 'orders.sales.csv_failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        {t('orders.sales.download_csv')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {t('orders.sales.print')}
      </Button>
    </div>
  );
}

/**
 * When and where the orders are handed over: the delivery, the pick-up place when the offer
 * names one (decision 077), and the group. On screen and on the printed list alike.
 */
export function SaleDelivery({ sale }: { sale: SaleResponse }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  return t(sale.offer.pickupPlace ? 'orders.sales.delivery_place_in' : 'orders.sales.delivery_in', {
    date: formatDateTime(sale.offer.delivery, dateFormat),
    place: sale.offer.pickupPlace,
    group: sale.offer.group.name,
  });
}

/**
 * /sales/{id}: one offer's packing and pick-up list (spec §4). On screen, a row per buyer with
 * Fulfil / Undo / Reject; printed, a plain table of the orders to hand over.
 */
export function SaleSheet({ sale }: { sale: SaleResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm tabular-nums">
          {t('orders.sales.orders', { count: sale.orderCount })}
          {' · '}
          {t('orders.sales.to_fulfil', { count: sale.toFulfilCount })}
          {sale.offer.price > 0 && ` · ${money.price(sale.total)}`}
        </p>
        <SaleTools sale={sale} />
      </div>
      {sale.orders.length === 0 ? (
        <EmptyList message={t('orders.sales.no_orders')} />
      ) : (
        <section
          aria-label={t('orders.sales.list_label')}
          className="rounded-2xl border border-border bg-card px-4 shadow-sm xs:px-5 print:hidden"
        >
          <ul className="flex flex-col divide-y divide-border">
            {sale.orders.map((order) => (
              <SaleRow key={order.id} order={order} sale={sale} />
            ))}
          </ul>
        </section>
      )}
      <SalePrintTable sale={sale} />
    </div>
  );
}
