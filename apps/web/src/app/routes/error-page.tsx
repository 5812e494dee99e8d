import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback (spec §8): 'Unexpected Application Error!' with the message. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('error.heading'));
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-content flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-danger">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{t('error.heading')}</h1>
      <pre className="max-w-full overflow-x-auto rounded-lg bg-muted px-4 py-2 text-sm whitespace-pre-wrap">
        {describe(error)}
      </pre>
      <p className="max-w-sm text-muted-foreground">{t('error.hint')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          {t('error.home')}
        </Button>
      </div>
    </section>
  );
}
