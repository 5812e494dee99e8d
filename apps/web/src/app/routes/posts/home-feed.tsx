import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedList } from '@/features/feed/components/feed-list';
import { FeedSearch } from '@/features/feed/components/feed-search';
import { feedPageFetcher, homeFeedPath } from '@/features/feed/api/fetch-feed';
import { feedKeys } from '@/features/feed/api/keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { feedRenderers } from './feed-renderers';

/**
 * The home feed of all my groups with its search box: the text waits 500 ms (spec §9), then
 * goes into the URL (`?search=`, so Back and a reload keep it) and the feed query.
 */
export function HomeFeed() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
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
  const filters = { search: urlSearch || undefined };
  return (
    <section aria-labelledby="home-feed-title" className="flex flex-col gap-3">
      <h2 id="home-feed-title" className="sr-only">
        {t('feed.title')}
      </h2>
      <FeedSearch value={text} onChange={setText} />
      <FeedList
        queryKey={feedKeys.home(filters)}
        fetchPage={feedPageFetcher(homeFeedPath, filters)}
        renderers={feedRenderers}
        label={t('feed.title')}
      />
    </section>
  );
}
