import { z } from 'zod';
import { IsoDate } from './events';
import { isFeedTime } from './feed-time';
import { text } from './text';

/*
 * Spec §2/§7 calendar and issue 14: `GET /api/Calendar?from&to` answers what of my groups and of
 * mine has a date in the period, in four sections. Every item has the same shape whichever
 * feature made it (events, offers, orders, sales), so the calendar draws a new source with no
 * change: marks say which kind of date falls when.
 */

/** Spec §2 calendar kinds, each with its icon on the web. */
export const calendarKinds = [
  'event',
  'event_deadline',
  'event_applied',
  'order_deadline',
  'purchase_date',
  'delivery_date',
] as const;
export const CalendarKind = z.enum(calendarKinds);
export type CalendarKind = z.infer<typeof CalendarKind>;

/** The calendar's sections, in the order the day view shows them; each has a server source. */
export const calendarSections = ['events', 'offers', 'orders', 'sales'] as const;
export type CalendarSection = (typeof calendarSections)[number];

/**
 * The sections from the closest to the reader to the farthest: of one thing's entries for one
 * date, the week and month views and the subscription keep the first (my order before the offer
 * I ordered from, my sale before my offer).
 */
export const calendarSectionsByCloseness: readonly CalendarSection[] = [
  'orders',
  'sales',
  'offers',
  'events',
];

/** One value per section: the response's shape, and the server's lists while it collects. */
export function perCalendarSection<T>(valueOf: (section: CalendarSection) => T) {
  return Object.fromEntries(
    calendarSections.map((section) => [section, valueOf(section)]),
  ) as Record<CalendarSection, T>;
}

/** Issue 14: at most this many days between `from` and `to`. */
export const maxCalendarDays = 93;

/** One dated moment of an item: its kind and when. */
export const CalendarMark = z.object({ kind: CalendarKind, time: z.iso.datetime() });
export type CalendarMark = z.infer<typeof CalendarMark>;

export const CalendarItem = z.object({
  id: text(),
  title: text(),
  /** Where the item opens in the web app (`/events/{id}`, `/offers/{id}` …). */
  path: text(),
  group: z.object({ id: text(), name: text() }).nullable(),
  creationTime: z.iso.datetime(),
  /** Mine (my event, my offer, my order): drawn filled; others outlined (spec §2). */
  own: z.boolean(),
  /**
   * What the item is about, the same in every section that shows it: an offer, my order from it
   * and my sale of it are all `offer:{id}`, an event `event:{id}`. The week and month views list
   * one thing's date once (issue 23.4); the day view keeps the sections apart.
   */
  subject: text(),
  /** The item's dates inside the period, in time order. */
  marks: z.array(CalendarMark),
  /**
   * Where it happens: an event's place, an offer's pick-up place (decision 077); null when none.
   * It belongs to the marks of {@link calendarKindsAtPlace}, not to deadlines.
   */
  location: text().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;

/** The kinds of mark that happen at the item's `location` (a deadline or a purchase does not). */
export const calendarKindsAtPlace: readonly CalendarKind[] = [
  'event',
  'event_applied',
  'delivery_date',
];

/** Where a mark of `kind` of `item` happens, or null (see {@link calendarKindsAtPlace}). */
export function locationOfMark(item: Pick<CalendarItem, 'location'>, kind: CalendarKind) {
  return calendarKindsAtPlace.includes(kind) ? item.location : null;
}

export const CalendarResponse = z.object(perCalendarSection(() => z.array(CalendarItem)));
export type CalendarResponse = z.infer<typeof CalendarResponse>;

/** A bound of the period: a date (`2026-03-29`, midnight UTC) or a UTC instant. */
export const CalendarBound = text()
  .max(40)
  .refine((value) => isFeedTime(value) || IsoDate.safeParse(value).success, {
    message: 'invalid_value',
  });

/** The instant a bound names. */
export function calendarBoundTime(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/**
 * `GET /api/Calendar`: from (inclusive) to (exclusive). The server refuses a reversed period and
 * one longer than {@link maxCalendarDays} days with `calendar_window_*` field messages.
 */
export const CalendarQuery = z.object({ from: CalendarBound, to: CalendarBound });
export type CalendarQuery = z.infer<typeof CalendarQuery>;

/** My calendar subscription (ICS): the secret address, or null when I have none. */
export const CalendarSubscription = z
  .object({ url: text(), creationTime: z.iso.datetime() })
  .nullable();
export type CalendarSubscription = z.infer<typeof CalendarSubscription>;

/** `/api/Calendar/ics/{token}`: 43 base64url characters (256 bits), `.ics` allowed after it. */
export const CalendarTokenParams = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/),
});
export type CalendarTokenParams = z.infer<typeof CalendarTokenParams>;
