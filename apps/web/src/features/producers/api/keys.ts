import { rootKeys } from '@/lib/query-keys';

/** Query keys of producer and dealer connections (the product form's picker is under the root). */
export const producerKeys = {
  all: rootKeys.producers,
  producers: () => [...producerKeys.all, 'producers'] as const,
  dealers: () => [...producerKeys.all, 'dealers'] as const,
};
