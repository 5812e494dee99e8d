import { type OrderResponse } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { orderKeys, type PurchaseFilters } from './keys';

/**
 * `GET /api/Order?sortBy=date`: one page of my purchase history, newest order first, in every
 * state unless filtered, searched by product or dealer (decision 086).
 */
export function fetchPurchasePage(
  { state, search }: PurchaseFilters,
  { skip, limit }: OffsetPageRequest,
): Promise<OrderResponse[]> {
  return api.call(routes.getOrder, { query: { sortBy: 'date', state, search, skip, limit } });
}

/**
 * My newest order of an offer, open, fulfilled or rejected: the offer page keeps linking it
 * after the dealer fulfilled it (issue 23.1). Undefined while loading or when there is none.
 */
export function useLatestOrderOf(offerId: string): OrderResponse | undefined {
  const query = useQuery({
    queryKey: orderKeys.latestOf(offerId),
    queryFn: async () =>
      (await api.call(routes.getOrder, { query: { offerId, sortBy: 'date', limit: 1 } }))[0] ??
      null,
  });
  return query.data ?? undefined;
}
