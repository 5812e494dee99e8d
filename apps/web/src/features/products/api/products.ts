import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateProductBody,
  PatchProductBody,
  ProducerConnection,
  ProductResponse,
} from '@kozos/contract';
import { maxPageSize } from '@kozos/contract';
import type { OffsetPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import { productKeys, type ProductListFilters } from './keys';

const productPath = (id: string) => `Product/${encodeURIComponent(id)}`;

function invalidateLists(queryClient: QueryClient) {
  // Everything under the root: lists, and the offer form's product picker.
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

/** `GET /api/Product`: my products, one page. */
export function fetchProductPage(
  filters: ProductListFilters,
  { skip, limit }: OffsetPageRequest,
): Promise<ProductResponse[]> {
  return api.get<ProductResponse[]>('Product', {
    skip,
    limit,
    search: filters.search || undefined,
    sortBy: filters.sortBy,
    order: filters.order,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => api.get<ProductResponse>(productPath(id)),
    enabled: id !== '',
  });
}

/** The producer picker's choices: `GET /api/Producer`, one large page, A to Z. */
export function useProducerChoices() {
  return useQuery({
    queryKey: productKeys.producerChoices(),
    queryFn: () =>
      api.get<ProducerConnection[]>('Producer', {
        limit: maxPageSize,
        sortBy: 'name',
        order: 'asc',
      }),
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => api.post<ProductResponse>('Product', body),
    onSuccess: (product) => {
      invalidateLists(queryClient);
      queryClient.setQueryData(productKeys.detail(product.id), product);
    },
  });
}

export function usePatchProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchProductBody) => api.patch<ProductResponse>(productPath(id), body),
    onSuccess: (product) => {
      invalidateLists(queryClient);
      queryClient.setQueryData(productKeys.detail(id), product);
    },
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(productPath(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      invalidateLists(queryClient);
    },
  });
}
