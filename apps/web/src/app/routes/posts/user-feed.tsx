import { useTranslation } from 'react-i18next';
import { FeedList } from '@/features/feed/components/feed-list';
import { feedPageFetcher, userFeed } from '@/features/feed/api/fetch-feed';
import { feedKeys } from '@/features/feed/api/keys';
import { feedRenderers } from './feed-renderers';

/** A member's posts in the groups the viewer shares with them. */
export function UserFeed({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <FeedList
      queryKey={feedKeys.user(userId, {})}
      fetchPage={feedPageFetcher(userFeed(userId))}
      renderers={feedRenderers}
      label={t('user.posts')}
    />
  );
}
