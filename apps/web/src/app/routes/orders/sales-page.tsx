import { useTranslation } from 'react-i18next';
import { SaleList } from '@/features/orders/components/sale-list';
import { PageHeading } from '../../layout/page-heading';

/** /sales: the dealer's offers that have orders, with what is left to hand over. */
export function SalesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('nav.sales')} description={t('orders.sales.intro')} />
      <SaleList />
    </>
  );
}
