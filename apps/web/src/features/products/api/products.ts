import {
  maxPageSize,
  type CreateProductBody,
  type PatchProductBody,
  type ProductResponse,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { offsetListQuery } from '@/lib/list-query';
import { api } from '@/lib/api-client';
import { productKeys, type ProductListFilters } from './keys';

function invalidateLists(queryClient: QueryClient) {
  // Everything under the root: lists, and the offer form's product picker.
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

/** `GET /api/Product`: my products, one page. */
export function fetchProductPage(
  filters: ProductListFilters,
  page: OffsetPageRequest,
): Promise<ProductResponse[]> {
  return api.call(routes.getProduct, { query: offsetListQuery(filters, page) });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => api.call(routes.getProductById, { params: { id } }),
    enabled: id !== '',
  });
}

/** The producer picker's choices: `GET /api/Producer`, one large page, A to Z. */
export function useProducerChoices() {
  return useQuery({
    queryKey: productKeys.producerChoices(),
    queryFn: () =>
      api.call(routes.getProducer, {
        query: {
          limit: maxPageSize,
          sortBy: 'name',
          order: 'asc',
        },
      }),
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => api.call(routes.postProduct, { body }),
    onSuccess: (product) => {
      invalidateLists(queryClient);
      queryClient.setQueryData(productKeys.detail(product.id), product);
    },
  });
}

export function usePatchProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchProductBody) =>
      api.call(routes.patchProductById, { params: { id }, body }),
    onSuccess: (product) => {
      invalidateLists(queryClient);
      queryClient.setQueryData(productKeys.detail(id), product);
    },
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deleteProductById, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      invalidateLists(queryClient);
    },
  });
}
