import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FeedList } from '@/features/feed/components/feed-list';
import { fetchMyPostsPage } from '@/features/posts/api/posts';
import { postKeys } from '@/features/posts/api/keys';
import { PageHeading } from '../../layout/page-heading';
import { feedRenderers } from './feed-renderers';

/** /posts: the posts of all my groups, newest first. */
export function PostsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('nav.posts')}
        description={t('posts.intro')}
        actions={
          <Button asChild>
            <Link to="/posts/new">
              <Plus aria-hidden="true" />
              {t('posts.new_post')}
            </Link>
          </Button>
        }
      />
      <section aria-labelledby="posts-list-title">
        <h2 id="posts-list-title" className="sr-only">
          {t('feed.title')}
        </h2>
        <FeedList
          queryKey={postKeys.lists()}
          fetchPage={fetchMyPostsPage}
          renderers={feedRenderers}
          label={t('nav.posts')}
        />
      </section>
    </>
  );
}
