import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { clearSession } from '@/lib/session';

/** GET /api/User failed for a reason other than a refused token (offline, server down). */
export function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CloudOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-xl font-bold">{t('auth.startup_error_title')}</h1>
      <p className="text-muted-foreground">
        {t(`message.${error.message}`, { defaultValue: t('message.unexpected_error') })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('list.retry')}</Button>
        <Button variant="outline" onClick={clearSession}>
          {t('logout.button')}
        </Button>
      </div>
    </main>
  );
}
