import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FeedList } from '@/features/feed/components/feed-list';
import { feedPageFetcher, groupFeed } from '@/features/feed/api/fetch-feed';
import { feedKeys } from '@/features/feed/api/keys';
import { feedRenderers } from './feed-renderers';

/** The group page's feed, with a shortcut to post in this group. */
export function GroupFeed({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="group-feed-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-feed-title" className="text-lg font-semibold">
          {t('groups.feed')}
        </h2>
        <Button asChild size="sm">
          <Link to={`/posts/new?group=${encodeURIComponent(groupId)}`}>
            <Plus aria-hidden="true" />
            {t('posts.new_post')}
          </Link>
        </Button>
      </div>
      <FeedList
        queryKey={feedKeys.group(groupId, {})}
        fetchPage={feedPageFetcher(groupFeed(groupId))}
        renderers={feedRenderers}
        label={t('groups.feed')}
      />
    </section>
  );
}
