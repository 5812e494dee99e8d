import {
  type AddProducerBody,
  type DealerConnection,
  type ProducerConnection,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { producerKeys } from './keys';

/** `GET /api/Producer`: my producers, one page, newest first. */
export function fetchProducerPage({
  skip,
  limit,
}: OffsetPageRequest): Promise<ProducerConnection[]> {
  return api.call(routes.getProducer, { query: { skip, limit } });
}

/** `GET /api/Dealer`: who has me as a producer, one page, most recently joined first. */
export function fetchDealerPage({ skip, limit }: OffsetPageRequest): Promise<DealerConnection[]> {
  return api.call(routes.getDealer, { query: { skip, limit } });
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
    mutationFn: (body: AddProducerBody) => api.call(routes.postProducer, { body }),
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
    mutationFn: (id: string) =>
      api.call(answer === 'Accept' ? routes.postDealerAccept : routes.postDealerDecline, {
        params: { id },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: producerKeys.all }),
  });
}

/** `DELETE /api/Producer/{id}`: either side ends a connection; products lose the link. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.deleteProducerById, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: producerKeys.all });
      void queryClient.invalidateQueries({ queryKey: rootKeys.products });
    },
  });
}
