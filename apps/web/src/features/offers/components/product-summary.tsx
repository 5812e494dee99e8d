import { useTranslation } from 'react-i18next';
import type { ProductResponse } from '@kozos/contract';
import { useMoneyFormat } from '@/lib/money';

/** What the chosen product brings to the offer: its unit, price, stock and producer. */
export function ProductSummary({ product }: { product: ProductResponse }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const unit = money.unit(product.unit, product.measure);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-muted px-4 py-3 text-sm md:grid-cols-4">
      <div>
        <dt className="text-xs text-muted-foreground">{t('offers.form.order_unit')}</dt>
        <dd className="font-semibold">{unit}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('offers.form.product_price')}</dt>
        <dd className="font-semibold">
          {product.price === 0 ? t('offers.free') : money.price(product.price)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('offers.form.stock')}</dt>
        <dd className="font-semibold">
          {product.stock === null ? t('offers.form.not_tracked') : money.number(product.stock)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{t('offers.form.producer')}</dt>
        <dd className="truncate font-semibold">
          {product.producer?.name ?? t('offers.form.no_source')}
        </dd>
      </div>
    </dl>
  );
}
