import { SearchX, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { splitTags } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { prefetchPagedList } from '@/components/ui/paged-list';
import { TagChip } from '@/components/ui/tag-chip';
import { FeedList } from '@/features/feed/components/feed-list';
import { FeedSearch } from '@/features/feed/components/feed-search';
import { feedPageFetcher, homeFeed } from '@/features/feed/api/fetch-feed';
import { feedKeys } from '@/features/feed/api/keys';
import { feedPaging } from '@/features/feed/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { feedRenderers } from './feed-renderers';

/** The unfiltered home feed's first page, asked for at once (decision 227). */
export function usePrefetchHomeFeed(): void {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const filtered = params.has('search') || params.has('tags');
  useEffect(() => {
    if (filtered) return;
    const filters = { search: undefined, tags: [] };
    void prefetchPagedList(queryClient, {
      queryKey: feedKeys.home(filters),
      paging: feedPaging,
      fetchPage: feedPageFetcher(homeFeed, filters),
    });
  }, [filtered, queryClient]);
}

/**
 * The home feed of all my groups with its search box and tag filter: the text waits 500 ms
 * (spec §9), then goes into the URL (`?search=`, so Back and a reload keep it) and the feed
 * query; `?tags=` comes from a tag chip on a card. A filter that matches nothing says so and
 * offers to clear it.
 */
export function HomeFeed() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const tags = splitTags(params.get('tags') ?? '');
  const [text, setText] = useState(urlSearch);
  const search = useDebouncedValue(text.trim());
  useEffect(() => {
    if (search === urlSearch) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, urlSearch, setParams]);
  const clearFilters = () => {
    setText('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('search');
        next.delete('tags');
        return next;
      },
      { replace: true },
    );
  };
  const filters = { search: urlSearch || undefined, tags };
  const filtered = urlSearch !== '' || tags.length > 0;
  return (
    <section aria-labelledby="home-feed-title" className="flex flex-col gap-3">
      <h2 id="home-feed-title" className="sr-only">
        {t('feed.title')}
      </h2>
      <FeedSearch value={text} onChange={setText} />
      {tags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('feed.tagged')}</span>
          {tags.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            <X aria-hidden="true" />
            {t('feed.clear_tags')}
          </Button>
        </div>
      )}
      <FeedList
        queryKey={feedKeys.home(filters)}
        fetchPage={feedPageFetcher(homeFeed, filters)}
        renderers={feedRenderers}
        label={t('feed.title')}
        empty={
          filtered ? (
            <EmptyList message={t('feed.no_match')} icon={SearchX}>
              <Button variant="outline" size="sm" onClick={clearFilters}>
                {t('feed.clear_search')}
              </Button>
            </EmptyList>
          ) : undefined
        }
      />
    </section>
  );
}
