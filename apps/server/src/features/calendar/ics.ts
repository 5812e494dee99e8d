import { locationOfMark, type Language } from '@kozos/contract';
import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarSourceItem } from '../../content/calendar-source';
import { calendarNameOf, summaryOf } from './ics-texts';

/*
 * A subscription feed as RFC 5545 text, written by ical-generator (never by hand). Every time is
 * a UTC instant (`DTSTART:…Z`): no VTIMEZONE a client could misread (HumHub calendar PR #719).
 * Each dated mark is one VEVENT whose UID stays the same across refreshes (item id and kind), so
 * a moved event moves and a cancelled one turns `STATUS:CANCELLED` in the subscriber's app.
 * One thing (its `subject`: an offer, my order of it and my sale of it are one) has one VEVENT
 * per kind of date, the first of the items given (issue 23.4): a UID never repeats.
 */

const hourMs = 60 * 60 * 1000;

export function buildIcs(
  items: readonly CalendarSourceItem[],
  options: { language: Language; publicUrl: string; host: string },
): string {
  const calendar = ical({
    name: calendarNameOf(options.language),
    prodId: { company: 'Közös', product: 'calendar', language: options.language.toUpperCase() },
    // Calendar apps refresh on their own schedule; this asks for at most hourly.
    ttl: 3600,
  });
  const written = new Set<string>();
  for (const item of items) {
    for (const mark of item.marks) {
      const key = `${item.subject} ${mark.kind}`;
      if (written.has(key)) continue;
      written.add(key);
      const start = new Date(mark.time);
      // Events have no end time in Közös: an hour reads as a meeting; other dates are moments.
      const end = new Date(start.getTime() + (mark.kind === 'event' ? hourMs : 0));
      calendar.createEvent({
        id: `${item.id}-${mark.kind}@${options.host}`,
        start,
        end,
        summary: summaryOf(options.language, mark.kind, item.title),
        description: item.group?.name ?? null,
        // ical-generator escapes the text's commas and semicolons (RFC 5545 §3.3.11).
        location: locationOfMark(item, mark.kind),
        url: `${options.publicUrl}${item.path}`,
        status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        // A cancellation is a newer version of the same event.
        sequence: item.cancelled ? 1 : 0,
        stamp: new Date(item.creationTime),
      });
    }
  }
  return calendar.toString();
}
