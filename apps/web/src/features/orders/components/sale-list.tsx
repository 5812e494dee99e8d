import { HandCoins, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saleSortFields } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { useListParams } from '@/lib/use-list-params';
import { orderKeys, type SaleListFilters } from '../api/keys';
import { fetchSalePage } from '../api/sales';
import { SaleCard } from './sale-card';

/**
 * /sales: my offers that have orders, paged, searchable and sorted — by default the soonest
 * delivery first (the next hand-over on top, past ones after it), the sort shown in the toolbar
 * (#23.10).
 */
export function SaleList() {
  const { t } = useTranslation();
  const list = useListParams({
    fields: saleSortFields,
    defaultField: 'delivery',
    defaultOrderOf: (field) => (field === 'orderDeadline' ? 'desc' : 'asc'),
  });
  const filters: SaleListFilters = {
    search: list.debouncedSearch || undefined,
    sortBy: list.sortBy,
    order: list.order,
  };
  return (
    <>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchLabel={t('orders.sales.search')}
        searchPlaceholder={t('orders.sales.search_placeholder')}
        sortOptions={saleSortFields.map((field) => ({
          value: field,
          label: t(`orders.sales.sort.${field}`),
        }))}
        sortBy={list.sortBy}
        order={list.order}
        onSortByChange={list.setSortBy}
        onOrderChange={list.setOrder}
      />
      <PagedList
        queryKey={orderKeys.sales(filters)}
        paging={offsetPaging}
        fetchPage={(page) => fetchSalePage(filters, page)}
        getKey={(sale) => sale.offer.id}
        label={t('nav.sales')}
        renderItem={(sale) => <SaleCard sale={sale} />}
        empty={
          filters.search ? (
            <EmptyList message={t('orders.sales.no_match')} icon={SearchX} />
          ) : (
            <EmptyList message={t('orders.sales.empty')} icon={HandCoins}>
              <Button asChild variant="outline" size="sm">
                <Link to="/myoffers">{t('nav.myoffers')}</Link>
              </Button>
            </EmptyList>
          )
        }
      />
    </>
  );
}
