import type { SortOrder } from '@kozos/contract';
import { rootKeys } from '@/lib/query-keys';

export type ProductSortField = 'creationTime' | 'name' | 'price';

export interface ProductListFilters {
  search?: string | undefined;
  sortBy: ProductSortField;
  order: SortOrder;
}

/** Query keys of products; offers invalidate the root too (stock and offer counts). */
export const productKeys = {
  all: rootKeys.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  /** Under the producers root: adding or removing a producer refreshes the picker. */
  producerChoices: () => [...rootKeys.producers, 'product-choices'] as const,
};
