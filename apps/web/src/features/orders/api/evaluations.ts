import { defaultPageSize } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

/**
 * `GET /api/User/{id}/Evaluations`, page by page: every page repeats the average and the count,
 * so the first one heads the list and the count says when the end is reached.
 */
export function useDealerEvaluations(userId: string, pageSize = defaultPageSize) {
  return useInfiniteQuery({
    queryKey: [...orderKeys.evaluations(userId), pageSize],
    queryFn: ({ pageParam }) =>
      api.call(routes.getUserEvaluations, {
        params: { id: userId },
        query: {
          skip: pageParam,
          limit: pageSize,
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length === 0 || loaded >= last.count ? undefined : loaded;
    },
  });
}
