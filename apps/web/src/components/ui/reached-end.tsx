import { useTranslation } from 'react-i18next';

export function ReachedEnd() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 py-4 text-xs font-medium text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span>{t('Reached_end')}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}
