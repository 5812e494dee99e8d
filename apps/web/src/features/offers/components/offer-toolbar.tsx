import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { offerSortFields } from '@kozos/contract';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Switch } from '@/components/ui/switch';
import type { useOfferFilters } from '../use-offer-filters';

/** Search, sort (creation, deadline, delivery, price, name) and the "hide past" switch. */
export function OfferToolbar({ filters }: { filters: ReturnType<typeof useOfferFilters> }) {
  const { t } = useTranslation();
  const switchId = useId();
  return (
    <ListToolbar
      search={filters.search}
      onSearchChange={filters.setSearch}
      searchLabel={t('offers.search')}
      searchPlaceholder={t('offers.search_placeholder')}
      sortOptions={offerSortFields.map((field) => ({
        value: field,
        label: t(`offers.sort.${field}`),
      }))}
      sortBy={filters.sortBy}
      order={filters.order}
      onSortByChange={filters.setSortBy}
      onOrderChange={filters.setOrder}
    >
      <div className="flex items-center gap-2">
        <Switch id={switchId} checked={filters.hidePast} onCheckedChange={filters.setHidePast} />
        <label htmlFor={switchId} className="text-sm">
          {t('offers.hide_past')}
        </label>
      </div>
    </ListToolbar>
  );
}
