import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** A list that failed to load: the server's message and Retry (spec §8). */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : 'unexpected_error';
  return (
    <Notice variant="error" title={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t(`message.${message}`, { defaultValue: message })}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    </Notice>
  );
}
