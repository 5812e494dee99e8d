import { format } from 'date-fns';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationOfMark } from '@kozos/contract';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import type { CalendarEntry } from '../entries';
import { KindIcon } from './kind-icon';

/**
 * One dated mark as a row: icon, time, what it is, and the item's title opening the item; an
 * event and a delivery also say where (decision 077).
 */
export function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation();
  const place = locationOfMark(entry.item, entry.kind);
  return (
    <Link
      to={entry.item.path}
      className={cn('flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-muted', focusRing)}
    >
      <KindIcon kind={entry.kind} own={entry.item.own} />
      <span className="w-11 shrink-0 text-sm font-medium tabular-nums">
        {format(new Date(entry.time), 'HH:mm')}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{entry.item.title}</span>
        <span className="truncate text-xs text-muted-foreground">
          {t(`calendar.kind.${entry.kind}`)}
          {entry.item.group ? ` · ${entry.item.group.name}` : ''}
          {entry.item.own ? ` · ${t('calendar.mine')}` : ''}
        </span>
        {place && (
          <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3 shrink-0" />
            <span className="sr-only">{t('calendar.place')}: </span>
            <span className="truncate">{place}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
