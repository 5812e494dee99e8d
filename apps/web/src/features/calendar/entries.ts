import type {
  CalendarItem,
  CalendarKind,
  CalendarResponse,
  CalendarSection,
} from '@kozos/contract';
import { calendarSections } from '@kozos/contract';
import { dayKey } from './period';

/** One dated mark of one item, as the views draw it. */
export interface CalendarEntry {
  key: string;
  section: CalendarSection;
  item: CalendarItem;
  kind: CalendarKind;
  time: string;
}

/** Every mark of every section, in time order. */
export function entriesOf(response: CalendarResponse | undefined): CalendarEntry[] {
  if (!response) return [];
  return calendarSections
    .flatMap((section) =>
      response[section].flatMap((item) =>
        item.marks.map((mark) => ({
          key: `${section}:${item.id}:${mark.kind}:${mark.time}`,
          section,
          item,
          kind: mark.kind,
          time: mark.time,
        })),
      ),
    )
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** The entries by day (`YYYY-MM-DD` in the browser's zone). */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = dayKey(entry.time);
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }
  return byDay;
}

export const daySorts = ['type', 'creationTime', 'name'] as const;
export type DaySort = (typeof daySorts)[number];

const kindOrder: Record<CalendarKind, number> = {
  event: 0,
  event_applied: 1,
  event_deadline: 2,
  order_deadline: 3,
  purchase_date: 4,
  delivery_date: 5,
};

/** Spec §2: the day view sorts by type, creationTime or name. */
export function sortEntries(entries: readonly CalendarEntry[], sort: DaySort): CalendarEntry[] {
  const compare = {
    type: (a: CalendarEntry, b: CalendarEntry) =>
      kindOrder[a.kind] - kindOrder[b.kind] || a.time.localeCompare(b.time),
    creationTime: (a: CalendarEntry, b: CalendarEntry) =>
      b.item.creationTime.localeCompare(a.item.creationTime),
    name: (a: CalendarEntry, b: CalendarEntry) => a.item.title.localeCompare(b.item.title),
  }[sort];
  return [...entries].sort(compare);
}
