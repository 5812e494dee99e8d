import { differenceInCalendarDays, differenceInHours, differenceInMinutes, format } from 'date-fns';
import {
  dateFormatPatterns as patterns,
  defaultDateFormat,
  type DateFormat,
} from '@kozos/contract';

/** An empty setting means the default format (spec §3). */
export function formatDate(date: Date | string, setting: DateFormat | '' = ''): string {
  return format(new Date(date), patterns[setting || defaultDateFormat]);
}

/** The time of day in the browser's zone, "08:30" (a pick-up time under its day). */
export function formatTime(date: Date | string): string {
  return format(new Date(date), 'HH:mm');
}

export function formatDateTime(date: Date | string, setting: DateFormat | '' = ''): string {
  return `${formatDate(date, setting)} ${formatTime(date)}`;
}

export interface RelativeTime {
  key: string;
  count: number;
}

/** Spec §9 relative labels: just now, minutes, hours, yesterday, days, months (30 days), years. */
export function relativeTime(date: Date | string, now: Date = new Date()): RelativeTime {
  const then = new Date(date);
  const minutes = differenceInMinutes(now, then);
  if (minutes < 1) return { key: 'time.just_now', count: 0 };
  if (minutes < 60) return { key: 'time.minutes', count: minutes };
  const hours = differenceInHours(now, then);
  const days = differenceInCalendarDays(now, then);
  if (hours < 24 && days === 0) return { key: 'time.hours', count: hours };
  if (days <= 1) return { key: 'time.yesterday', count: 1 };
  if (days < 30) return { key: 'time.days', count: days };
  if (days < 365) return { key: 'time.months', count: Math.floor(days / 30) };
  return { key: 'time.years', count: Math.floor(days / 365) };
}
