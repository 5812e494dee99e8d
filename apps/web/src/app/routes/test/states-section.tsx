import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { ReachedEnd } from '@/components/ui/reached-end';
import { CardSkeleton, Skeleton } from '@/components/ui/skeleton';
import { ShowcaseSection } from './showcase-section';

export function StatesSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection title={t('test.states')}>
      <CardSkeleton />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <EmptyList />
      <ReachedEnd />
    </ShowcaseSection>
  );
}
