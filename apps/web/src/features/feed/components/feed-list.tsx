import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import type { FetchFeedPage } from '../api/fetch-feed';
import { renderFeedItem, type FeedRenderers } from '../feed-item';
import { feedPaging } from '../paging';

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

/** A feed of spec §2/§9: newest first, paged by the `before` cursor, each item by its type. */
export function FeedList({
  queryKey,
  fetchPage,
  renderers,
  label,
  pageSize,
  empty,
}: FeedListProps) {
  return (
    <PagedList
      queryKey={queryKey}
      paging={feedPaging}
      fetchPage={fetchPage}
      renderItem={(item) => renderFeedItem(item, renderers)}
      getKey={(item) => `${item.type}:${item.id}`}
      label={label}
      pageSize={pageSize}
      empty={empty}
    />
  );
}
