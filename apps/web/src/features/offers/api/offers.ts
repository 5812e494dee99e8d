import {
  maxPageSize,
  type CreateOfferBody,
  type DealerOfferResponse,
  type OfferResponse,
  type PatchOfferBody,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { offsetListQuery } from '@/lib/list-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { offerKeys, type OfferListFilters } from './keys';

/** An offer changed: feeds, offer lists and the products (stock, offer counts) may show it. */
function invalidateAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: rootKeys.feed });
  void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: rootKeys.products });
}

function listQuery(filters: OfferListFilters, page: OffsetPageRequest) {
  return {
    ...offsetListQuery(filters, page),
    hidePast: filters.hidePast ? ('true' as const) : undefined,
  };
}

/** `GET /api/Offer` (the market) or `GET /api/Offer/Mine`: one page. */
export function fetchOfferPage(
  kind: 'market' | 'mine',
  filters: OfferListFilters,
  page: OffsetPageRequest,
): Promise<OfferResponse[]> {
  return api.call(kind === 'mine' ? routes.getOfferMine : routes.getOffer, {
    query: listQuery(filters, page),
  });
}

/** `GET /api/DealerOffer`: for a producer, the dealers' offers of their products. */
export function fetchDealerOfferPage(
  filters: OfferListFilters,
  page: OffsetPageRequest,
): Promise<DealerOfferResponse[]> {
  return api.call(routes.getDealerOffer, { query: listQuery(filters, page) });
}

/** `GET /api/Offer/{id}` (the group's members and the dealer). */
export function useOffer(id: string) {
  return useQuery({
    queryKey: offerKeys.detail(id),
    queryFn: () => api.call(routes.getOfferById, { params: { id } }),
    enabled: id !== '',
  });
}

/** The products an offer can be made of: `GET /api/Product`, one large page, A to Z. */
export function useProductChoices() {
  return useQuery({
    queryKey: offerKeys.productChoices(),
    queryFn: () =>
      api.call(routes.getProduct, { query: { limit: maxPageSize, sortBy: 'name', order: 'asc' } }),
  });
}

/** The groups an offer can go to: `GET /api/Group`, one large page. */
export function useGroupChoices() {
  return useQuery({
    queryKey: offerKeys.groupChoices(),
    queryFn: () =>
      api.call(routes.getGroup, { query: { limit: maxPageSize, sortBy: 'name', order: 'asc' } }),
    staleTime: 60_000,
  });
}

/** Whether `userId` belongs to the group (the producer-in-group question, spec §5). */
export async function isGroupMember(groupId: string, userId: string): Promise<boolean> {
  const group = await api.call(routes.getGroupById, { params: { id: groupId } });
  return group.memberships.some((membership) => membership.user.id === userId);
}

/** `POST /api/Offer`. */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOfferBody) => api.call(routes.postOffer, { body }),
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      invalidateAfterChange(queryClient);
    },
  });
}

/** `PATCH /api/Offer {id, totalAmount, pickupPlace}` (the dealer, before the deadline). */
export function usePatchOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOfferBody) => api.call(routes.patchOffer, { body }),
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      invalidateAfterChange(queryClient);
    },
  });
}

/** `DELETE /api/Offer/{id}` (the dealer, while nobody has ordered). */
export function useDeleteOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deleteOfferById, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: offerKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}
