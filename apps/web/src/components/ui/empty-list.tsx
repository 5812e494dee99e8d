import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function EmptyList() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <p className="text-sm font-medium">{t('Empty_list')}</p>
    </div>
  );
}
