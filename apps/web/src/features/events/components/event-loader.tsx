import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { DetailSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useEvent } from '../api/events';

function EventSkeleton() {
  return (
    <DetailSkeleton>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-2/5" />
      <Skeleton className="h-4 w-full" />
    </DetailSkeleton>
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
