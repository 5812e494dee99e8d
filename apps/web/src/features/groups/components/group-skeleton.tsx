import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

export function GroupSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-1/2" />
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <div className="flex gap-2 pt-2">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="size-8 rounded-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
