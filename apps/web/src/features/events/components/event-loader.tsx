import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvent } from '../api/events';

function EventSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-2/3" />
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
        <div className="flex gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}

/** Loads an event for a page: skeleton, the error view (403, 404, retry), or the page. */
export function EventLoader({
  id,
  children,
}: {
  id: string;
  children: (event: EventResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={useEvent(id)}
      skeleton={<EventSkeleton />}
      badIdIsNotFound
      texts={{
        failed: t('events.load_failed'),
        notFound: t('events.not_found_text'),
        forbidden: { title: t('events.forbidden_title'), text: t('events.forbidden_text') },
        back: { to: '/events', label: t('events.back_to_events') },
      }}
    >
      {children}
    </EntityLoader>
  );
}
