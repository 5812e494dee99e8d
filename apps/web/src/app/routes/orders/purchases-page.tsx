import { useTranslation } from 'react-i18next';
import { PurchaseList } from '@/features/orders/components/purchase-list';
import { PageHeading } from '../../layout/page-heading';

/** /purchases: my purchase history, open, fulfilled and rejected (issue 23.1). */
export function PurchasesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('nav.purchases')} description={t('orders.purchases_intro')} />
      <PurchaseList />
    </>
  );
}
