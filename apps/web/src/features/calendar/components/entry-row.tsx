import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import type { CalendarEntry } from '../entries';
import { KindIcon } from './kind-icon';

/** One dated mark as a row: icon, time, what it is, and the item's title opening the item. */
export function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation();
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
      </span>
    </Link>
  );
}
