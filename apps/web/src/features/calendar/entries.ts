import type {
  CalendarItem,
  CalendarKind,
  CalendarResponse,
  CalendarSection,
} from '@kozos/contract';
import { calendarSections, calendarSectionsByCloseness } from '@kozos/contract';
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

/** What the row's thing is to me, in words (`calendar.role.*`); none for others' events. */
export type CalendarRole = 'my_event' | 'offer' | 'my_offer' | 'my_order' | 'my_sale';

export function roleOf(entry: CalendarEntry): CalendarRole | null {
  switch (entry.section) {
    case 'events':
      return entry.item.own ? 'my_event' : null;
    case 'offers':
      return entry.item.own ? 'my_offer' : 'offer';
    case 'orders':
      return 'my_order';
    case 'sales':
      return 'my_sale';
  }
}

// Of one thing's entries for one date, the row keeps the closest to me (the contract's order).
const sectionRank = (section: CalendarSection) => calendarSectionsByCloseness.indexOf(section);

const rowKeyOf = (entry: CalendarEntry) => `${entry.item.subject}|${entry.kind}|${entry.time}`;

/**
 * The week and month views' rows (#23.4): one per thing, kind of date and time. A buyer's offer
 * deadline and order deadline are one "My order" row, a dealer's offer and sale dates one "My
 * sale" row; the day view keeps every section's entry. Time order is kept.
 */
export function rowsOf(entries: readonly CalendarEntry[]): CalendarEntry[] {
  const kept = new Map<string, CalendarEntry>();
  for (const entry of entries) {
    const current = kept.get(rowKeyOf(entry));
    if (!current || sectionRank(entry.section) < sectionRank(current.section)) {
      kept.set(rowKeyOf(entry), entry);
    }
  }
  return entries.filter((entry) => kept.get(rowKeyOf(entry)) === entry);
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
