import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from 'react-i18next';

export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
