import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/*
 * The period a calendar view shows, in the browser's zone (decision 062): a month as whole
 * weeks from Monday (spec §9: 7 columns, the week starts Monday; at most 42 days, inside the
 * server's 93), a week from Monday, or one day. The API gets its bounds as UTC instants.
 */

export const calendarViews = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const isCalendarView = (value: string | undefined): value is CalendarView =>
  (calendarViews as readonly string[]).includes(value ?? '');

const monday = { weekStartsOn: 1 } as const;

export interface Period {
  /** First and last day shown (local midnights). */
  start: Date;
  end: Date;
  /** Every day shown, in order. */
  days: Date[];
}

export function periodOf(view: CalendarView, date: Date): Period {
  const start =
    view === 'month'
      ? startOfWeek(startOfMonth(date), monday)
      : view === 'week'
        ? startOfWeek(date, monday)
        : startOfDay(date);
  const end =
    view === 'month'
      ? startOfDay(endOfWeek(endOfMonth(date), monday))
      : view === 'week'
        ? addDays(start, 6)
        : start;
  const days: Date[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return { start, end, days };
}

/** The API's bounds: from the first day's midnight to the midnight after the last day. */
export function boundsOf(period: Period): { from: string; to: string } {
  return { from: period.start.toISOString(), to: addDays(period.end, 1).toISOString() };
}

/** The same view one step earlier (-1) or later (+1). */
export function stepDate(view: CalendarView, date: Date, step: -1 | 1): Date {
  if (view === 'month') return addMonths(date, step);
  if (view === 'week') return addWeeks(date, step);
  return addDays(date, step);
}

/** `YYYY-MM-DD` in the browser's zone: how a day is named in the URL and grouped. */
export const dayKey = (date: Date | string) => format(new Date(date), 'yyyy-MM-dd');

/** A `?date=` value read back; today when missing or malformed. */
export function dateFromParam(value: string | null): Date {
  if (value && /^\d{4}-\d\d-\d\d$/.test(value)) {
    const date = new Date(`${value}T00:00`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return startOfDay(new Date());
}

/** Whether any of the period is still ahead: a new event only makes sense then (spec §2). */
export function periodNotPast(period: Period, now = new Date()): boolean {
  return addDays(period.end, 1) > now;
}

/** Noon of a day, for a new event made from the day view (spec §2). */
export const noonOf = (day: Date) => new Date(new Date(day).setHours(12, 0, 0, 0));
