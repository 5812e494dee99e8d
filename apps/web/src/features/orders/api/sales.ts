import { type RejectOrderBody, type SaleSummary } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { offsetListQuery } from '@/lib/list-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { orderKeys, type SaleListFilters } from './keys';
import { invalidateAfterOrderChange } from './orders';

/** `GET /api/Sale`: the dealer's offers that have orders, searched and sorted, one page. */
export function fetchSalePage(
  filters: SaleListFilters,
  page: OffsetPageRequest,
): Promise<SaleSummary[]> {
  return api.call(routes.getSale, { query: offsetListQuery(filters, page) });
}

/** `GET /api/Sale/{offerId}`: one offer's packing and pick-up list. */
export function useSale(offerId: string) {
  return useQuery({
    queryKey: orderKeys.sale(offerId),
    queryFn: () => api.call(routes.getSaleById, { params: { id: offerId } }),
    enabled: offerId !== '',
  });
}

export type SaleAction = 'Fulfil' | 'Unfulfil';

const saleActions = { Fulfil: routes.postSaleFulfil, Unfulfil: routes.postSaleUnfulfil };

/** `POST /api/Sale/{orderId}/Fulfil` or `/Unfulfil` (the offer's dealer; can be undone). */
export function useSaleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: SaleAction }) =>
      api.call(saleActions[action], { params: { id: orderId } }),
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
}

/** `POST /api/Sale/{orderId}/Reject {reason}`: force majeure; the buyer is told why. */
export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RejectOrderBody & { orderId: string }) =>
      api.call(routes.postSaleReject, { params: { id: orderId }, body }),
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
}

/**
 * `GET /api/Sale/{offerId}/Csv`, saved as a file: the API wants the bearer token, so a plain
 * link cannot fetch it. The server writes the BOM, the columns in my language and the times in
 * this browser's zone.
 */
export async function downloadSaleCsv(offerId: string, fileName: string): Promise<void> {
  // Not lib/forms' browserTimeZone: importing it here moves a chunk onto the login route
  // (+0.2 KB against its 150 KB ceiling, scripts/bundle-size.mjs).
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { body } = await api.raw<unknown>('GET', `Sale/${encodeURIComponent(offerId)}/Csv`, {
    timeZone,
  });
  const text = typeof body === 'string' ? body : '';
  // `text()` drops the BOM; spreadsheet programs need it to read "ő" as UTF-8.
  saveFile(text.startsWith('\ufeff') ? text : `\ufeff${text}`, 'text/csv;charset=utf-8', fileName);
}
