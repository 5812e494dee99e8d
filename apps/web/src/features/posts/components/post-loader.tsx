import { Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
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

/** Spec §8: a post that fails to load shows an error view (not a member, not found, retry). */
export function PostLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  const known = status === 403 || status === 404;
  const title = status === 403 ? t('posts.forbidden_title') : t('not_found.text');
  usePageTitle(known ? title : t('posts.load_failed'));
  if (known) {
    const Icon = status === 403 ? Lock : SearchX;
    return (
      <section className="flex flex-col items-center gap-3 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="max-w-sm text-muted-foreground">
          {status === 403 ? t('posts.forbidden_text') : t('posts.not_found_text')}
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/posts">{t('posts.back_to_posts')}</Link>
        </Button>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : 'unexpected_error';
  return (
    <Notice variant="error" title={t('posts.load_failed')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t(`message.${message}`, { defaultValue: message })}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    </Notice>
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
  const post = usePost(id);
  if (post.isPending) return <PostSkeleton />;
  if (post.isError) return <PostLoadError error={post.error} onRetry={() => void post.refetch()} />;
  return <>{children(post.data)}</>;
}
