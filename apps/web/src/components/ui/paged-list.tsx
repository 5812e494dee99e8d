import { useInfiniteQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPageSize } from '@kozos/contract';
import { useInView } from '@/lib/use-in-view';
import { Button } from './button';
import { EmptyList } from './empty-list';
import { LeadItemContext } from './lead-item';
import { ReachedEnd } from './reached-end';
import { CardSkeleton } from './skeleton';

/** An offset page: what the list endpoints of spec §7 take as `skip`/`limit`. */
export interface OffsetPageRequest {
  skip: number;
  limit: number;
}

/** A keyset page (decision 015): the cursor of the last item seen, none for the first page. */
export interface CursorPageRequest {
  before: string | undefined;
  limit: number;
}

/** How a list asks for its pages: the first request, and the next one after a page (or none). */
export interface Paging<T, R> {
  first: (limit: number) => R;
  next: (
    lastPage: readonly T[],
    allPages: readonly (readonly T[])[],
    limit: number,
  ) => R | undefined;
}

/** The query of a list's first page: the key, request and fetch `PagedList` itself uses. */
function firstPageQuery<T, R>({
  queryKey,
  paging,
  fetchPage,
  pageSize = defaultPageSize,
}: Pick<PagedListProps<T, R>, 'queryKey' | 'paging' | 'fetchPage' | 'pageSize'>) {
  return {
    queryKey: [...queryKey, pageSize],
    // The page parameter is whatever `paging` made: its own request type.
    queryFn: ({ pageParam }: { pageParam?: unknown }) => fetchPage(pageParam as R),
    initialPageParam: paging.first(pageSize),
  };
}

/**
 * Asks for a list's first page before the list is on screen (the home feed while the groups
 * that decide whether it shows are still coming, decision 227); the list then finds it cached.
 */
export function prefetchPagedList<T, R>(
  queryClient: QueryClient,
  list: Pick<PagedListProps<T, R>, 'queryKey' | 'paging' | 'fetchPage' | 'pageSize'>,
): Promise<void> {
  return queryClient.prefetchInfiniteQuery(firstPageQuery(list));
}

/** Offset paging: skip what is loaded; an empty page is the last. */
export const offsetPaging: Paging<unknown, OffsetPageRequest> = {
  first: (limit) => ({ skip: 0, limit }),
  next: (lastPage, allPages, limit) =>
    lastPage.length === 0 ? undefined : { skip: allPages.flat().length, limit },
};

/**
 * Cursor paging: the next page starts strictly after the last item seen, so items added between
 * pages neither repeat nor shift one; a page shorter than the limit is the last.
 */
export function cursorPaging<T>(cursorOf: (item: T) => string): Paging<T, CursorPageRequest> {
  return {
    first: (limit) => ({ before: undefined, limit }),
    next: (lastPage, _allPages, limit) => {
      const last = lastPage.at(-1);
      return last === undefined || lastPage.length < limit
        ? undefined
        : { before: cursorOf(last), limit };
    },
  };
}

interface PagedListProps<T, R> {
  queryKey: QueryKey;
  paging: Paging<T, R>;
  fetchPage: (request: R) => Promise<T[]>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Names the list for screen readers (e.g. "Feed"). */
  label?: string;
  pageSize?: number;
  /** Shown instead of Empty_list when there is nothing (e.g. no match, or a next step). */
  empty?: ReactNode;
}

/**
 * Every paged list of the app (spec §7/§9): the next page when the end comes within 400 px of
 * the viewport, skeletons while the first or the next page loads, Empty_list, Reached_end, and
 * "Error: …" with Retry (the first page again, or the page that failed).
 */
export function PagedList<T, R>({
  queryKey,
  paging,
  fetchPage,
  renderItem,
  getKey,
  label,
  pageSize = defaultPageSize,
  empty,
}: PagedListProps<T, R>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    ...firstPageQuery({ queryKey, paging, fetchPage, pageSize }),
    getNextPageParam: (lastPage: T[], allPages: T[][]) => paging.next(lastPage, allPages, pageSize),
  });
  const canLoad = query.hasNextPage && !query.isFetching && !query.isError;
  const sentinel = useInView<HTMLDivElement>(
    () => void query.fetchNextPage(),
    canLoad,
    '0px 0px 400px 0px',
  );
  const items = query.data?.pages.flat() ?? [];
  const message = query.error instanceof Error ? query.error.message : '';
  // A background refetch keeps the list as it is: skeletons only stand for missing items.
  const loading = query.isPending || query.isFetchingNextPage;

  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      {items.length > 0 && (
        <ul aria-label={label} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={getKey(item)}>
              {/* Always the provider, so an item moving down is updated, not mounted again. */}
              <LeadItemContext value={index === 0}>{renderItem(item)}</LeadItemContext>
            </li>
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
