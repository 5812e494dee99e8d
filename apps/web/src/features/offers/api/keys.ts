import type { OfferSortField, SortOrder } from '@kozos/contract';
import { rootKeys } from '@/lib/query-keys';

export interface OfferListFilters {
  search?: string | undefined;
  sortBy: OfferSortField;
  order: SortOrder;
  hidePast: boolean;
}

/**
 * Query keys of offers. An offer mutation also invalidates `rootKeys.feed` (offers are feed
 * items) and `rootKeys.products` (stock and offer counts change).
 */
export const offerKeys = {
  all: rootKeys.offers,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (kind: 'market' | 'mine' | 'dealer', filters: OfferListFilters) =>
    [...offerKeys.lists(), kind, filters] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
  /** Under the products root: a product added or edited refreshes the form's picker. */
  productChoices: () => [...rootKeys.products, 'offer-choices'] as const,
  /** Under the groups root: joining or leaving a group refreshes the picker. */
  groupChoices: () => [...rootKeys.groups, 'offer-choices'] as const,
};
