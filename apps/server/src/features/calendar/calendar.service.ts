import {
  calendarBoundTime,
  eventMessages,
  maxCalendarDays,
  perCalendarSection,
  type CalendarItem,
  type CalendarSection,
  type CalendarQuery as CalendarRequest,
  type CalendarResponse,
} from '@kozos/contract';
import type {
  CalendarQuery,
  CalendarSource,
  CalendarSourceItem,
} from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { validationFailed } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';

/*
 * GET /api/Calendar (issue 14): what every registered source has in the period, per section.
 * The calendar knows no content type (decision 092); each source reads its section in one or two
 * queries whatever the period's length, and the period is at most 93 days.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Every source's items for `query`, by section, in time order of their first mark. */
export async function collectCalendar(
  db: Db,
  sources: readonly CalendarSource[],
  query: CalendarQuery,
): Promise<Record<CalendarSection, CalendarSourceItem[]>> {
  const sections = perCalendarSection<CalendarSourceItem[]>(() => []);
  const lists = await Promise.all(sources.map((source) => source.list(db, query)));
  sources.forEach((source, at) => sections[source.section].push(...(lists[at] ?? [])));
  for (const items of Object.values(sections)) {
    items.sort((a, b) => (a.marks[0]?.time ?? '').localeCompare(b.marks[0]?.time ?? ''));
  }
  return sections;
}

function toCalendarItem(item: CalendarSourceItem): CalendarItem {
  const { id, title, path, group, creationTime, own, subject, marks, location } = item;
  return { id, title, path, group, creationTime, own, subject, marks, location };
}

export async function readCalendar(
  db: Db,
  sources: readonly CalendarSource[],
  viewer: CurrentUser,
  request: CalendarRequest,
): Promise<CalendarResponse> {
  const from = calendarBoundTime(request.from);
  const to = calendarBoundTime(request.to);
  if (to <= from) throw validationFailed({ to: [eventMessages.calendarWindowReversed] });
  if (to.getTime() - from.getTime() > maxCalendarDays * dayMs) {
    throw validationFailed({ to: [eventMessages.calendarWindowTooLong] });
  }
  const sections = await collectCalendar(db, sources, {
    viewerId: viewer.id,
    from,
    to,
    purpose: 'calendar',
  });
  return perCalendarSection((section) => sections[section].map(toCalendarItem));
}
