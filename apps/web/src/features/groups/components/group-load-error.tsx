import { Lock, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';

/** Spec §8: a group that fails to load shows an error view (not a member, not found, retry). */
export function GroupLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // A malformed id (400) names no group either: the same Not found view as an unknown one.
  const raw = error instanceof ApiError ? error.status : 0;
  const status = raw === 400 ? 404 : raw;
  const known = status === 403 || status === 404;
  usePageTitle(
    known
      ? t(status === 403 ? 'groups.forbidden_title' : 'not_found.text')
      : t('groups.load_failed'),
  );
  if (known) {
    const Icon = status === 403 ? Lock : SearchX;
    return (
      <section className="flex flex-col items-center gap-3 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold">
          {status === 403 ? t('groups.forbidden_title') : t('not_found.text')}
        </h1>
        <p className="max-w-sm text-muted-foreground">
          {status === 403 ? t('groups.forbidden_text') : t('groups.not_found_text')}
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/groups">{t('groups.back_to_groups')}</Link>
        </Button>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : 'unexpected_error';
  return (
    <Notice variant="error" title={t('groups.load_failed')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t(`message.${message}`, { defaultValue: message })}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    </Notice>
  );
}
