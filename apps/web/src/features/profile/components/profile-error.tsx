import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';

/** Spec §8: a profile that fails to load shows an error view (404: Not found). */
export function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <p className="text-5xl font-extrabold text-primary">404</p>
        <p className="text-lg font-semibold">{t('not_found.text')}</p>
        <p className="text-muted-foreground">{t('user.not_found_hint')}</p>
      </div>
    );
  }
  const message = error instanceof Error ? error.message : 'unexpected_error';
  return (
    <Notice variant="error" title={t('user.load_failed')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t(`message.${message}`, { defaultValue: message })}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    </Notice>
  );
}
