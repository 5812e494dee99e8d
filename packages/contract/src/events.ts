import { z } from 'zod';
import { listQueryWithSort } from './api';
import { isFeedTime } from './feed-time';
import { UserSummary } from './groups';
import { PhotoIds, PhotoRefList } from './photos';
import { TagList } from './tags';
import { oneLine, text } from './text';

/*
 * Spec §3 Event and issue 14: events of a group, answered yes / no / neutral before an
 * application deadline, optionally repeated (each occurrence its own event, decision 090).
 * Times are UTC instants on the wire (decision 062); a repeat carries the IANA zone its
 * wall-clock time is kept in.
 */

export const maxEventNameLength = 200;
export const maxEventDescriptionLength = 10_000;
export const maxEventLocationLength = 300;
/** Issue 14: a repeat ends by a date or after at most this many occurrences. */
export const maxOccurrences = 52;
/** The latest year an event may fall in: beyond it no time zone rule or client is sure. */
export const lastEventYear = 2999;

/** Message keys of the event rules (spec §5 texts; the web translates `message.<key>`). */
export const eventMessages = {
  /** "entered deadline has already passed": the application deadline must lie ahead. */
  deadlinePassed: 'deadline_passed',
  /** The event's time must lie ahead too; the spec's deadline text misnamed it (decision 090). */
  timePassed: 'time_passed',
  /** "application deadline should not be later than the event time". */
  deadlineAfterEvent: 'application_deadline_after_event',
  /** "the deadline has expired": answering after the application deadline. */
  deadlineExpired: 'deadline_expired',
  invalidTimeZone: 'invalid_time_zone',
  repeatEndBeforeStart: 'repeat_end_before_start',
  calendarWindowTooLong: 'calendar_window_too_long',
  calendarWindowReversed: 'calendar_window_reversed',
} as const;

/** An ISO-8601 UTC instant (`Z`) naming a real date, from now-ish years up to {@link lastEventYear}. */
export const EventInstant = text()
  .max(40)
  .refine((value) => isFeedTime(value) && Number(value.slice(0, 4)) <= lastEventYear, {
    message: 'invalid_value',
  });

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Budapest`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const TimeZone = text()
  .max(64)
  .refine(isTimeZone, { message: eventMessages.invalidTimeZone });

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const IsoDate = text()
  .max(10)
  .refine((value) => /^\d{4}-\d\d-\d\d$/.test(value) && isFeedTime(`${value}T00:00:00Z`), {
    message: 'invalid_value',
  });

export const repeatFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export const RepeatFrequency = z.enum(repeatFrequencies);
export type RepeatFrequency = z.infer<typeof RepeatFrequency>;

/**
 * How an event repeats: every week, every two weeks or every month at the same wall-clock time
 * in `timeZone`, until a date (inclusive, in that zone) or for `count` occurrences; never more
 * than {@link maxOccurrences}.
 */
export const EventRepeat = z
  .object({
    frequency: RepeatFrequency,
    timeZone: TimeZone,
    until: IsoDate.optional(),
    count: z.number().int().min(2).max(maxOccurrences).optional(),
  })
  .refine((repeat) => (repeat.until === undefined) !== (repeat.count === undefined), {
    message: 'until_or_count',
    path: ['until'],
  });
export type EventRepeat = z.infer<typeof EventRepeat>;

export const EventName = oneLine().trim().min(1).max(maxEventNameLength);
export const EventDescription = text().trim().max(maxEventDescriptionLength);
export const EventLocation = oneLine().trim().max(maxEventLocationLength);

/** `POST /api/Event`: members of the group. The deadline defaults to the event's time. */
export const CreateEventBody = z.object({
  groupId: z.uuid(),
  name: EventName,
  description: EventDescription.optional(),
  location: EventLocation.optional(),
  time: EventInstant,
  applicationDeadline: EventInstant.optional(),
  tags: TagList.optional(),
  repeat: EventRepeat.optional(),
  /** Uploads of mine, in display order (issue 25). */
  photoIds: PhotoIds.optional(),
});
export type CreateEventBody = z.infer<typeof CreateEventBody>;

/** Which occurrences of a repeated event an edit or a deletion reaches (decision 090). */
export const seriesScopes = ['this', 'following'] as const;
export const SeriesScope = z.enum(seriesScopes);
export type SeriesScope = z.infer<typeof SeriesScope>;

/** `PATCH /api/Event/{id}`: the author or a group admin; every field optional. */
export const PatchEventBody = z.object({
  name: EventName.optional(),
  description: EventDescription.optional(),
  location: EventLocation.optional(),
  time: EventInstant.optional(),
  applicationDeadline: EventInstant.optional(),
  tags: TagList.optional(),
  /** The whole new list, in display order: kept photos and new uploads of mine. */
  photoIds: PhotoIds.optional(),
  scope: SeriesScope.default('this'),
});
export type PatchEventBody = z.infer<typeof PatchEventBody>;

/** `DELETE /api/Event/{id}?scope=`. */
export const DeleteEventQuery = z.object({ scope: SeriesScope.default('this') });
export type DeleteEventQuery = z.infer<typeof DeleteEventQuery>;

/** The series an occurrence belongs to: its rhythm and where this one stands in it. */
export const EventSeriesInfo = z.object({
  id: text(),
  frequency: RepeatFrequency,
  timeZone: text(),
  /** 1-based position among the series' occurrences that still exist. */
  position: z.number().int(),
  count: z.number().int(),
});
export type EventSeriesInfo = z.infer<typeof EventSeriesInfo>;

/** Spec §3 Event as a member of its group sees it (spec §4: counts, who said yes). */
export const EventResponse = z.object({
  id: text(),
  name: text(),
  description: text(),
  location: text(),
  time: z.iso.datetime(),
  applicationDeadline: z.iso.datetime(),
  /** Semicolon-joined: event system tags (`system.party` …) and free tags. */
  tags: text(),
  author: UserSummary,
  group: z.object({ id: text(), name: text() }),
  /** Display order (issue 25). */
  photos: PhotoRefList,
  creationTime: z.iso.datetime(),
  editedTime: z.iso.datetime().nullable(),
  series: EventSeriesInfo.nullable(),
  yesCount: z.number().int(),
  noCount: z.number().int(),
  /** The caller's answer: true, false, or null for none (neutral). */
  myApplication: z.boolean().nullable(),
  /** Who said yes (every member sees them). */
  applicants: z.array(UserSummary),
  /** Who said no: the author's alone to see (spec §6: the author owns the event), else null. */
  declined: z.array(UserSummary).nullable(),
  /** Comments under the event (issue 26; a series shares the thread of its card's occurrence). */
  commentCount: z.number().int(),
  /**
   * Hidden by an admin after a report (decision 205), and why: only its author reads a hidden
   * item at all, so the key is there for them alone; absent while it is visible.
   */
  hiddenReason: text().optional(),
});
export type EventResponse = z.infer<typeof EventResponse>;

export const eventSortFields = ['time', 'creationTime', 'name'] as const;

/**
 * `GET /api/Event`: events of my groups; spec §7 list query (`sortBy` time — the default,
 * ascending —, creationTime or name), `hidePast` leaves out events whose time has passed,
 * `seriesId` keeps one series' occurrences.
 */
export const EventListQuery = listQueryWithSort(eventSortFields).extend({
  hidePast: z.enum(['true', 'false']).optional(),
  seriesId: z.uuid().optional(),
  groupId: z.uuid().optional(),
});
export type EventListQuery = z.infer<typeof EventListQuery>;

/** `POST /api/EventApplication`: yes (true), no (false) or neutral (null), before the deadline. */
export const EventApplicationBody = z.object({
  eventId: z.uuid(),
  apply: z.boolean().nullable(),
});
export type EventApplicationBody = z.infer<typeof EventApplicationBody>;
