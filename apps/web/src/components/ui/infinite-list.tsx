import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPageSize } from '@kozos/contract';
import { useInView } from '@/lib/use-in-view';
import { Button } from './button';
import { EmptyList } from './empty-list';
import { ReachedEnd } from './reached-end';
import { CardSkeleton } from './skeleton';

export interface PageRequest {
  skip: number;
  limit: number;
}

interface InfiniteListProps<T> {
  queryKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<T[]>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  pageSize?: number;
  /** Shown instead of Empty_list when there is nothing (e.g. no match, or a next step). */
  empty?: ReactNode;
}

/** Paging of spec §7/§9: skip-based pages, next page within 400 px, stop on an empty page. */
export function nextSkip<T>(
  lastPage: readonly T[],
  allPages: readonly (readonly T[])[],
): number | undefined {
  return lastPage.length === 0 ? undefined : allPages.flat().length;
}

export function InfiniteList<T>({
  queryKey,
  fetchPage,
  renderItem,
  getKey,
  pageSize = defaultPageSize,
  empty,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: [...queryKey, pageSize],
    queryFn: ({ pageParam }) => fetchPage({ skip: pageParam, limit: pageSize }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
  const canLoad = query.hasNextPage && !query.isFetching && !query.isError;
  const sentinel = useInView<HTMLDivElement>(
    () => void query.fetchNextPage(),
    canLoad,
    '0px 0px 400px 0px',
  );
  const items = query.data?.pages.flat() ?? [];
  const message = query.error instanceof Error ? query.error.message : '';

  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      {items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {query.isFetching && [0, 1, 2].map((n) => <CardSkeleton key={n} />)}
      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger/40 p-4 text-sm"
        >
          <span className="font-medium text-danger">
            {t('list.error', { message: t(`message.${message}`, { defaultValue: message }) })}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void (query.data ? query.fetchNextPage() : query.refetch())}
          >
            {t('list.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && !query.isFetching && items.length === 0 && (empty ?? <EmptyList />)}
      {query.isSuccess && !query.hasNextPage && items.length > 0 && <ReachedEnd />}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
    </div>
  );
}
