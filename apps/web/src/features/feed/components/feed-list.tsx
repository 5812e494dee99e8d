import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPageSize, type FeedItem } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { ReachedEnd } from '@/components/ui/reached-end';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useInView } from '@/lib/use-in-view';
import type { FetchFeedPage } from '../api/fetch-feed';
import { renderFeedItem, type FeedRenderers } from '../feed-item';
import { nextFeedCursor } from '../paging';

interface FeedListProps {
  queryKey: QueryKey;
  fetchPage: FetchFeedPage;
  renderers: FeedRenderers;
  /** Names the list for screen readers (e.g. "Feed"). */
  label: string;
  pageSize?: number;
  /** Shown instead of Empty_list when there is nothing (e.g. no match, or a next step). */
  empty?: ReactNode;
}

/**
 * A feed of spec §2/§9: newest first, the next page within 400 px of the bottom, paged with the
 * `before` cursor (decision 015); skeletons, Empty_list, Reached_end, "Error: …" with Retry.
 */
export function FeedList({
  queryKey,
  fetchPage,
  renderers,
  label,
  pageSize = defaultPageSize,
  empty,
}: FeedListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: [...queryKey, pageSize],
    queryFn: ({ pageParam }) => fetchPage({ before: pageParam, limit: pageSize }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: FeedItem[]) => nextFeedCursor(lastPage, pageSize),
  });
  const canLoad = query.hasNextPage && !query.isFetching && !query.isError;
  const sentinel = useInView<HTMLDivElement>(
    () => void query.fetchNextPage(),
    canLoad,
    '0px 0px 400px 0px',
  );
  const items = query.data?.pages.flat() ?? [];
  const message = query.error instanceof Error ? query.error.message : '';
  const loading = query.isPending || query.isFetchingNextPage;

  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      {items.length > 0 && (
        <ul aria-label={label} className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`}>{renderFeedItem(item, renderers)}</li>
          ))}
        </ul>
      )}
      {loading && [0, 1, 2].map((n) => <CardSkeleton key={n} />)}
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
