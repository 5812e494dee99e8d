import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';

/** Spec §2: 404, the text Not found and a Back button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('not_found.text'));
  // A deep link opened in a new tab has no history entry of ours to go back to.
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx !== 0;
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-7xl font-extrabold tracking-tight text-primary">
        {t('not_found.heading')}
      </h1>
      <p className="text-xl font-semibold">{t('not_found.text')}</p>
      <p className="max-w-sm text-muted-foreground">{t('not_found.hint')}</p>
      <Button className="mt-4" onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
        <ArrowLeft aria-hidden="true" />
        {t('not_found.back')}
      </Button>
    </section>
  );
}
