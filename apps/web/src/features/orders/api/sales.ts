import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RejectOrderBody, SaleResponse, SaleSummary } from '@kozos/contract';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { orderKeys, type SaleListFilters } from './keys';
import { invalidateAfterOrderChange } from './orders';

const salePath = (id: string) => `Sale/${encodeURIComponent(id)}`;

/** `GET /api/Sale`: the dealer's offers that have orders, searched and sorted, one page. */
export function fetchSalePage(
  filters: SaleListFilters,
  { skip, limit }: OffsetPageRequest,
): Promise<SaleSummary[]> {
  return api.get<SaleSummary[]>('Sale', {
    skip,
    limit,
    search: filters.search || undefined,
    sortBy: filters.sortBy,
    order: filters.order,
  });
}

/** `GET /api/Sale/{offerId}`: one offer's packing and pick-up list. */
export function useSale(offerId: string) {
  return useQuery({
    queryKey: orderKeys.sale(offerId),
    queryFn: () => api.get<SaleResponse>(salePath(offerId)),
    enabled: offerId !== '',
  });
}

export type SaleAction = 'Fulfil' | 'Unfulfil';

/** `POST /api/Sale/{orderId}/Fulfil` or `/Unfulfil` (the offer's dealer; can be undone). */
export function useSaleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: SaleAction }) =>
      api.post<unknown>(`${salePath(orderId)}/${action}`),
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
}

/** `POST /api/Sale/{orderId}/Reject {reason}`: force majeure; the buyer is told why. */
export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RejectOrderBody & { orderId: string }) =>
      api.post<unknown>(`${salePath(orderId)}/Reject`, body),
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
  const { body } = await api.raw<unknown>('GET', `${salePath(offerId)}/Csv`, { timeZone });
  const text = typeof body === 'string' ? body : '';
  // `text()` drops the BOM; spreadsheet programs need it to read "ő" as UTF-8.
  saveFile(text.startsWith('\ufeff') ? text : `\ufeff${text}`, 'text/csv;charset=utf-8', fileName);
}
