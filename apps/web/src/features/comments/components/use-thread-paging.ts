import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { useCommentThread } from '../api/comments';

type ThreadQuery = ReturnType<typeof useCommentThread>;

/**
 * The paging of a thread opened at its newest page (decision 210):
 * - `loadEarlier` puts the page before the first one above it and keeps the comment that was
 *   first on screen where it was, so the reader does not lose their place;
 * - a page after the last one (comments that arrived while the thread was open, read on after a
 *   refetch) is loaded at once: the end of the thread is its newest comment;
 * - a link to a comment (`#comment-<id>`) not among the loaded pages loads earlier pages until
 *   it is, or the thread's start is reached.
 */
export function useThreadPaging(
  query: ThreadQuery,
  list: React.RefObject<HTMLElement | null>,
  target: string | undefined,
) {
  const anchor = useRef<{ element: Element; top: number } | null>(null);
  const pageCount = query.data?.pages.length ?? 0;

  const loadEarlier = useCallback(() => {
    const first = list.current?.firstElementChild;
    anchor.current = first ? { element: first, top: first.getBoundingClientRect().top } : null;
    void query.fetchPreviousPage();
  }, [list, query]);

  // Before the browser paints the longer list: scroll by what was added above the anchor.
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept || query.isFetchingPreviousPage) return;
    anchor.current = null;
    if (!kept.element.isConnected) return;
    const moved = kept.element.getBoundingClientRect().top - kept.top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [pageCount, query.isFetchingPreviousPage]);

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const { hasPreviousPage, isSuccess, isFetchPreviousPageError, fetchPreviousPage } = query;
  useEffect(() => {
    if (!target || !isSuccess || isFetching || isFetchPreviousPageError) return;
    if (!hasPreviousPage || document.getElementById(target)) return;
    void fetchPreviousPage();
  }, [
    target,
    pageCount,
    isSuccess,
    isFetching,
    hasPreviousPage,
    isFetchPreviousPageError,
    fetchPreviousPage,
  ]);

  return { loadEarlier };
}
