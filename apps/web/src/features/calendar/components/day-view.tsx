import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarSections } from '@kozos/contract';
import { EmptyList } from '@/components/ui/empty-list';
import { Select } from '@/components/ui/select';
import { daySorts, sortEntries, type CalendarEntry, type DaySort } from '../entries';
import { EntryRow } from './entry-row';

/**
 * Spec §2: one day's events, offers, orders (purchases) and sales in their own sections,
 * sortable by type, creation time or name.
 */
export function DayView({ entries }: { entries: readonly CalendarEntry[] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<DaySort>('type');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-end gap-2">
        <span className="text-sm text-muted-foreground">{t('calendar.sort')}</span>
        <Select
          aria-label={t('calendar.sort')}
          className="h-9 w-44"
          value={sort}
          onValueChange={(value) => setSort(value as DaySort)}
          options={daySorts.map((option) => ({
            value: option,
            label: t(`calendar.sort.${option}`),
          }))}
        />
      </div>
      {entries.length === 0 && <EmptyList message={t('calendar.nothing')} />}
      {entries.length > 0 &&
        calendarSections.map((section) => {
          const inSection = sortEntries(
            entries.filter((entry) => entry.section === section),
            sort,
          );
          return (
            <section
              key={section}
              aria-labelledby={`day-${section}`}
              className="rounded-2xl border border-border bg-card p-3 xs:p-4"
            >
              <h2 id={`day-${section}`} className="mb-1 flex items-baseline gap-2 font-semibold">
                {t(`calendar.section.${section}`)}
                <span className="text-sm font-normal text-muted-foreground">
                  {inSection.length}
                </span>
              </h2>
              {inSection.length === 0 ? (
                <p className="px-2 py-1 text-sm text-muted-foreground">{t('calendar.nothing')}</p>
              ) : (
                <ul className="flex flex-col">
                  {inSection.map((entry) => (
                    <li key={entry.key}>
                      <EntryRow entry={entry} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}
