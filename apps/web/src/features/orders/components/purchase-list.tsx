import { Search, SearchX, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderState } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { Input } from '@/components/ui/input';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { orderKeys } from '../api/keys';
import { fetchPurchasePage } from '../api/purchases';
import { PurchaseRow } from './purchase-row';

const states: readonly OrderState[] = ['all', 'open', 'fulfilled', 'rejected'];

/** /purchases: every order of mine, newest first, by state and searched (issue 23.1). */
export function PurchaseList() {
  const { t } = useTranslation();
  const [state, setState] = useState<OrderState>('all');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const filters = { state, search: debounced || undefined };
  return (
    <>
      <div className="mb-4 flex flex-col gap-3">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-label={t('orders.purchases_search')}
            placeholder={t('orders.purchases_search_placeholder')}
            className="ps-9"
          />
        </div>
        <SegmentedControl
          label={t('orders.purchases_state')}
          value={state}
          onValueChange={setState}
          options={states.map((value) => ({ value, label: t(`orders.purchases_state_${value}`) }))}
        />
      </div>
      <PagedList
        queryKey={orderKeys.purchases(filters)}
        paging={offsetPaging}
        fetchPage={(page) => fetchPurchasePage(filters, page)}
        getKey={(order) => order.id}
        label={t('nav.purchases')}
        renderItem={(order) => <PurchaseRow order={order} />}
        empty={
          filters.search || state !== 'all' ? (
            <EmptyList message={t('orders.purchases_no_match')} icon={SearchX} />
          ) : (
            <EmptyList message={t('orders.purchases_empty')} icon={ShoppingBag}>
              <Button asChild variant="outline" size="sm">
                <Link to="/offers">{t('nav.market')}</Link>
              </Button>
            </EmptyList>
          )
        }
      />
    </>
  );
}
