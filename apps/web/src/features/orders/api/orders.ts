import {
  maxPageSize,
  type CreateOrderBody,
  type EvaluationBody,
  type OrderResponse,
  type PatchOrderBody,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { orderKeys } from './keys';

/** An order changed: the cart, sales, the offer's stock (offer pages, lists, feeds) follow. */
export function invalidateAfterOrderChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: rootKeys.offers });
  void queryClient.invalidateQueries({ queryKey: rootKeys.feed });
}

/** More open orders than this are not read: 10 pages, years of a dealer never marking any. */
const maxOpenOrderPages = 10;

/**
 * `GET /api/Order?state=open`: the cart, newest delivery first. Read to the end (pages of 100)
 * because the cart groups and totals them all; a member's open orders are usually one page,
 * more only when dealers leave old orders unmarked (decision 085).
 */
export function useOpenOrders() {
  return useQuery({
    queryKey: orderKeys.open(),
    queryFn: async () => {
      // By id: an order placed between two pages shifts the next one by a row.
      const all = new Map<string, OrderResponse>();
      for (let page = 0; page < maxOpenOrderPages; page += 1) {
        const orders = await api.call(routes.getOrder, {
          query: {
            state: 'open',
            limit: maxPageSize,
            skip: page * maxPageSize,
          },
        });
        for (const order of orders) all.set(order.id, order);
        if (orders.length < maxPageSize) break;
      }
      return [...all.values()];
    },
  });
}

/** `GET /api/Order/{id}` (the buyer). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => api.call(routes.getOrderById, { params: { id } }),
    enabled: id !== '',
  });
}

/** `POST /api/Order`: ordering again from the same offer adds to my order. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => api.call(routes.postOrder, { body }),
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
}

/** `PATCH /api/Order/{id} {amount}` (the buyer, before the deadline). */
export function usePatchOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOrderBody) => api.call(routes.patchOrderById, { params: { id }, body }),
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
}

/** `DELETE /api/Order/{id}` (the buyer, before the deadline, while not fulfilled). */
export function useDeleteOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deleteOrderById, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      invalidateAfterOrderChange(queryClient);
    },
  });
}

/** `POST /api/Order/{id}/Evaluation`: rate a fulfilled order, or change the rating, in the month. */
export function useEvaluateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationBody) =>
      api.call(routes.postOrderEvaluation, { params: { id }, body }),
    // The answer's shape is the server's to choose: the order is read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
