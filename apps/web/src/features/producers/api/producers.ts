import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddProducerBody, DealerConnection, ProducerConnection } from '@kozos/contract';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { producerKeys } from './keys';

/** `GET /api/Producer`: my producers, one page, newest first. */
export function fetchProducerPage({
  skip,
  limit,
}: OffsetPageRequest): Promise<ProducerConnection[]> {
  return api.get<ProducerConnection[]>('Producer', { skip, limit });
}

/** `GET /api/Dealer`: who has me as a producer, one page, most recently joined first. */
export function fetchDealerPage({ skip, limit }: OffsetPageRequest): Promise<DealerConnection[]> {
  return api.get<DealerConnection[]>('Dealer', { skip, limit });
}

/**
 * Whether any dealer has me as a producer: such a user gets offer reports whatever role they
 * chose, so settings show them the producer's section too.
 */
export function useHasDealers(): boolean {
  const first = useQuery({
    queryKey: [...producerKeys.dealers(), 'any'],
    queryFn: () => fetchDealerPage({ skip: 0, limit: 1 }),
  });
  return (first.data?.length ?? 0) > 0;
}

/** `POST /api/Producer {email}`. */
export function useAddProducer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddProducerBody) => api.post<ProducerConnection>('Producer', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: producerKeys.all }),
  });
}

/**
 * `POST /api/Dealer/{id}/Accept` or `/Decline`: the producer answers a dealer's request. The
 * dealer's products may name me from now on, so product reads are refreshed too.
 */
export function useAnswerRequest(answer: 'Accept' | 'Decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`Dealer/${encodeURIComponent(id)}/${answer}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: producerKeys.all }),
  });
}

/** `DELETE /api/Producer/{id}`: either side ends a connection; products lose the link. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`Producer/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: producerKeys.all });
      void queryClient.invalidateQueries({ queryKey: rootKeys.products });
    },
  });
}
