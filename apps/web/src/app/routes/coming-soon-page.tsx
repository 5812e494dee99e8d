import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeading } from '../layout/page-heading';

/** Stands in for a main-app screen whose feature issue has not landed yet. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t(titleKey)} />
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Hammer aria-hidden="true" className="size-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t('coming_soon.title')}</h2>
          <p className="max-w-sm text-muted-foreground">{t('coming_soon.text')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">{t('coming_soon.back_home')}</Link>
        </Button>
      </div>
    </>
  );
}
