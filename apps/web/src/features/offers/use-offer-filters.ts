import { offerSortFields, type OfferSortField, type SortOrder } from '@kozos/contract';
import { useListParams } from '@/lib/use-list-params';
import type { OfferListFilters } from './api/keys';

/** Newest first, soonest deadline or delivery first, cheapest first, A to Z (decision 074). */
export const defaultOfferOrder = (field: OfferSortField): SortOrder =>
  field === 'creationTime' ? 'desc' : 'asc';

/**
 * An offer list's search, sort and "hide past" in the address. `hidePastByDefault`: the market
 * hides delivered offers unless `?past=show`; my offers show everything unless `?past=hide`.
 */
export function useOfferFilters(hidePastByDefault: boolean) {
  const list = useListParams({
    fields: offerSortFields,
    defaultField: 'creationTime',
    defaultOrderOf: defaultOfferOrder,
  });
  const past = list.params.get('past');
  const hidePast = past === null ? hidePastByDefault : past === 'hide';
  const filters: OfferListFilters = {
    search: list.debouncedSearch || undefined,
    sortBy: list.sortBy,
    order: list.order,
    hidePast,
  };
  return {
    ...list,
    filters,
    hidePast,
    setHidePast: (hide: boolean) =>
      list.setParam({ past: hide === hidePastByDefault ? null : hide ? 'hide' : 'show' }),
  };
}
