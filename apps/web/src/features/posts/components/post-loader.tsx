import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { Skeleton } from '@/components/ui/skeleton';
import { usePost } from '../api/posts';

function PostSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-2/3" />
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
        <div className="flex gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
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
