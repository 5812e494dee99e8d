import type { OrderState, SaleSortField, SortOrder } from '@kozos/contract';
import { rootKeys } from '@/lib/query-keys';

/** What the purchase history is narrowed to. */
export interface PurchaseFilters {
  state: OrderState;
  search: string | undefined;
}

/** What the sales list asks for besides the page. */
export interface SaleListFilters {
  search?: string;
  sortBy: SaleSortField;
  order: SortOrder;
}

/**
 * Query keys of orders, sales and evaluations, all under `rootKeys.orders`: an order placed,
 * changed, fulfilled or rejected refreshes the cart, the purchase, the sale lists and the
 * dealer's evaluations at once. Its offer's stock changes too, so mutations also invalidate
 * `rootKeys.offers` (and `rootKeys.feed`, where offers show).
 */
export const orderKeys = {
  all: rootKeys.orders,
  /** My open orders (the cart, and the offer page's "you ordered" line). */
  open: () => [...orderKeys.all, 'open'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  /** The purchase history (`/purchases`), per state filter and search. */
  purchases: (filters: PurchaseFilters) => [...orderKeys.all, 'purchases', filters] as const,
  /** My newest order of one offer, in any state (the offer page's "your order"). */
  latestOf: (offerId: string) => [...orderKeys.all, 'latest', offerId] as const,
  sales: (filters: SaleListFilters) => [...orderKeys.all, 'sales', filters] as const,
  sale: (offerId: string) => [...orderKeys.all, 'sale', offerId] as const,
  evaluations: (userId: string) => [...orderKeys.all, 'evaluations', userId] as const,
};
