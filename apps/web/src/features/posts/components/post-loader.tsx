import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { DetailSkeleton, Skeleton } from '@/components/ui/skeleton';
import { usePost } from '../api/posts';

function PostSkeleton() {
  return (
    <DetailSkeleton>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </DetailSkeleton>
  );
}

/** Loads a post for a page: skeleton, the error view (403, 404, retry), or the page. */
export function PostLoader({
  id,
  children,
}: {
  id: string;
  children: (post: PostResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={usePost(id)}
      skeleton={<PostSkeleton />}
      texts={{
        failed: t('posts.load_failed'),
        notFound: t('posts.not_found_text'),
        forbidden: { title: t('posts.forbidden_title'), text: t('posts.forbidden_text') },
        back: { to: '/posts', label: t('posts.back_to_posts') },
      }}
    >
      {children}
    </EntityLoader>
  );
}
