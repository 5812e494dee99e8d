import { format } from 'date-fns';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationOfMark } from '@kozos/contract';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { roleOf, type CalendarEntry } from '../entries';
import { KindIcon } from './kind-icon';

/**
 * One dated mark as a row: icon, time, the item's title opening the item, and under it what the
 * date is and what the thing is to me ("Order deadline · My order") before the group, so a narrow
 * screen cuts the group's name, never the words that tell two rows apart (#23.4); an event and a
 * delivery also say where (decision 077).
 */
export function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation();
  const role = roleOf(entry);
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
        <span className="flex min-w-0 flex-wrap gap-x-1 text-xs text-muted-foreground">
          <span>
            {t(`calendar.kind.${entry.kind}`)}
            {role && ` · ${t(`calendar.role.${role}`)}`}
          </span>
          {entry.item.group && <span className="min-w-0 truncate">· {entry.item.group.name}</span>}
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
