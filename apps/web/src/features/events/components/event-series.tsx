import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventResponse } from '@kozos/contract';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSeriesEvents } from '../api/events';
import { eventStatus } from '../event-status';
import { EventTime } from './event-when';

/** Every date of a repeated event, this one marked, each opening its own page. */
export function EventSeries({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  const series = useSeriesEvents(event.series?.id);
  if (!event.series) return null;
  return (
    <Card className="flex flex-col gap-3 p-4 xs:p-5">
      <h2 className="text-lg font-semibold">
        {t('events.series.title')}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          · {t(`events.repeat.${event.series.frequency}`)}
        </span>
      </h2>
      {series.isPending && <Skeleton className="h-24 w-full" />}
      <ol className="grid gap-1 md:grid-cols-2">
        {(series.data ?? []).map((occurrence) => {
          const current = occurrence.id === event.id;
          const past = eventStatus(occurrence) === 'archived';
          return (
            <li key={occurrence.id}>
              <Link
                to={`/events/${occurrence.id}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-muted',
                  current && 'bg-accent font-semibold text-accent-foreground',
                  past && !current && 'text-muted-foreground',
                )}
              >
                <EventTime instant={occurrence.time} />
                {current && <span className="text-xs">{t('events.series.current')}</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
