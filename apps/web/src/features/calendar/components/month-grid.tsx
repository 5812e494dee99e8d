import { isSameMonth, isToday } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import type { CalendarEntry } from '../entries';
import { dayKey, type Period } from '../period';
import { KindIcon } from './kind-icon';

const shownPerDay = 4;

/** The weekday names from Monday, in the reader's language. */
export function useWeekdayNames(width: 'short' | 'long' = 'short'): string[] {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: width });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, at) => format.format(new Date(2024, 0, 1 + at)));
}

/** A day's rows past the first few, as "+2". */
function More({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="text-[0.7rem] leading-5 font-semibold text-muted-foreground">+{count}</span>
  );
}

/**
 * Spec §2/§9: a 7-column month from Monday, each day's icons (filled mine, outlined others'),
 * each day opening the day view. From 1024 px a cell is wide enough to name its items: each row
 * is its icon and title (#23.4); narrower, the icons alone.
 */
export function MonthGrid({
  period,
  month,
  byDay,
}: {
  period: Period;
  month: Date;
  byDay: Map<string, CalendarEntry[]>;
}) {
  const { t, i18n } = useTranslation();
  const weekdays = useWeekdayNames();
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card">
      <div aria-hidden="true" className="grid grid-cols-7 border-b border-border bg-muted/60">
        {weekdays.map((name) => (
          <span
            key={name}
            className="py-2 text-center text-xs font-semibold text-muted-foreground uppercase"
          >
            {name}
          </span>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {period.days.map((day) => {
          const key = dayKey(day);
          const entries = byDay.get(key) ?? [];
          const inMonth = isSameMonth(day, month);
          const today = isToday(day);
          return (
            <li key={key} className="border-e border-b border-border [&:nth-child(7n)]:border-e-0">
              <Link
                to={`/calendar/day?date=${key}`}
                aria-label={`${dayLabel.format(day)}: ${t('calendar.items', { count: entries.length })}`}
                className={cn(
                  'flex h-full min-h-16 flex-col gap-1 p-1 hover:bg-muted xs:min-h-20 xs:p-1.5 md:min-h-24',
                  !inMonth && 'bg-muted/40 text-muted-foreground',
                  focusRing,
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-6 items-center justify-center self-start rounded-full text-xs font-semibold tabular-nums',
                    today && 'bg-primary text-primary-foreground',
                  )}
                >
                  {day.getDate()}
                </span>
                {/* One icon per row; from 1024 px the rows stack and show their titles. */}
                <span className="flex flex-wrap gap-0.5 min-[1024px]:flex-col min-[1024px]:flex-nowrap">
                  {entries.slice(0, shownPerDay).map((entry) => (
                    <span
                      key={entry.key}
                      className="flex min-w-0 items-center gap-1 text-xs leading-5"
                    >
                      <KindIcon kind={entry.kind} own={entry.item.own} size="sm" />
                      <span
                        className="hidden min-w-0 truncate min-[1024px]:block"
                        title={entry.item.title}
                      >
                        {entry.item.title}
                      </span>
                    </span>
                  ))}
                  <More count={entries.length - shownPerDay} />
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
