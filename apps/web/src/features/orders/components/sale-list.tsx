import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { orderKeys } from '../api/keys';
import { fetchSalePage } from '../api/sales';
import { SaleCard } from './sale-card';

/** /sales: my offers that have orders, newest deadline first, paged. */
export function SaleList() {
  const { t } = useTranslation();
  return (
    <PagedList
      queryKey={orderKeys.sales()}
      paging={offsetPaging}
      fetchPage={fetchSalePage}
      getKey={(sale) => sale.offer.id}
      label={t('nav.sales')}
      renderItem={(sale) => <SaleCard sale={sale} />}
      empty={
        <EmptyList message={t('orders.sales.empty')} icon={HandCoins}>
          <Button asChild variant="outline" size="sm">
            <Link to="/myoffers">{t('nav.myoffers')}</Link>
          </Button>
        </EmptyList>
      }
    />
  );
}
