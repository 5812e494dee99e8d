import { useTranslation } from 'react-i18next';
import { personName, type SaleResponse } from '@kozos/contract';
import { useMoneyFormat } from '@/lib/money';
import { useAmountText } from '../use-amount-text';

/**
 * The printed packing list (issue 13: what a dealer tapes to the crates): only on paper, black
 * on white whatever the theme; rejected orders are never in it.
 */
export function SalePrintTable({ sale }: { sale: SaleResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amountText = useAmountText();
  const orders = sale.orders.filter((order) => order.rejection === null);
  const cell = 'border border-black px-2 py-1 text-start';
  return (
    <div className="hidden text-black print:block">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th className={cell}>{t('orders.sales.buyer')}</th>
            <th className={cell}>{t('orders.amount')}</th>
            <th className={cell}>{t('orders.total')}</th>
            <th className={cell}>{t('orders.state.fulfilled')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={cell}>{personName(order.buyer, t('user.deleted_user'))}</td>
              <td className={cell}>
                {amountText(order.amount, sale.offer.unit, sale.offer.measure)}
              </td>
              <td className={cell}>{money.price(order.total)}</td>
              <td className={cell}>{order.isFulfilled ? '✓' : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className={cell}>{t('orders.sales.sum')}</th>
            <td className={cell}>
              {amountText(sale.orderedAmount, sale.offer.unit, sale.offer.measure)}
            </td>
            <td className={cell}>{money.price(sale.total)}</td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
