import { isToday } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { CalendarEntry } from '../entries';
import { dayKey, type Period } from '../period';
import { EntryRow } from './entry-row';

/** Spec §2: the week as a list of its 7 days, each with its dated items. */
export function WeekList({
  period,
  byDay,
}: {
  period: Period;
  byDay: Map<string, CalendarEntry[]>;
}) {
  const { t, i18n } = useTranslation();
  const heading = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return (
    <ol className="flex flex-col gap-3">
      {period.days.map((day) => {
        const key = dayKey(day);
        const entries = byDay.get(key) ?? [];
        return (
          <li
            key={key}
            className={cn(
              'rounded-2xl border border-border bg-card p-3 xs:p-4',
              isToday(day) && 'border-primary/60 ring-1 ring-primary/30',
            )}
          >
            <h2 className="mb-1 flex items-baseline justify-between gap-2">
              <Link
                to={`/calendar/day?date=${key}`}
                className="inline-block font-semibold first-letter:uppercase hover:underline"
              >
                {heading.format(day)}
              </Link>
              {isToday(day) && (
                <span className="text-xs font-semibold text-primary">{t('calendar.today')}</span>
              )}
            </h2>
            {entries.length === 0 ? (
              <p className="px-2 py-1 text-sm text-muted-foreground">{t('calendar.nothing')}</p>
            ) : (
              <ul className="flex flex-col">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <EntryRow entry={entry} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
