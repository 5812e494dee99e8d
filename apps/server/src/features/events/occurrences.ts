import { TZDate } from '@date-fns/tz';
import { maxOccurrences, type RepeatFrequency } from '@kozos/contract';
import { addMonths, addWeeks, format } from 'date-fns';

/*
 * Occurrences of a repeated event (decision 091). Every date is computed from the first one
 * (start + k steps), never from the one before, so a monthly event on the 31st comes back to the
 * 31st after a short month, and the arithmetic happens in the series' own zone (`@date-fns/tz`):
 * 18:00 in Europe/Budapest stays 18:00 across the last Sundays of March and October while the
 * UTC instant moves by an hour. No hand-written zone or calendar maths.
 */

/** The moment `steps` repeats after `start`, at the same wall-clock time in `timeZone`. */
export function stepFrom(
  start: Date,
  frequency: RepeatFrequency,
  timeZone: string,
  steps: number,
): Date {
  const local = new TZDate(start.getTime(), timeZone);
  const moved =
    frequency === 'monthly'
      ? addMonths(local, steps)
      : addWeeks(local, frequency === 'biweekly' ? steps * 2 : steps);
  return new Date(moved.getTime());
}

/** The calendar date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

export interface RepeatRule {
  frequency: RepeatFrequency;
  timeZone: string;
  /** Last date (inclusive) in the zone, `YYYY-MM-DD`. */
  until?: string | undefined;
  count?: number | undefined;
}

/**
 * How many occurrences a rule makes from `start`: `count`, or as many as fall on or before
 * `until` in the zone; at most {@link maxOccurrences}, at least one (the start itself).
 */
export function occurrenceCount(start: Date, rule: RepeatRule): number {
  if (rule.count !== undefined) return Math.min(rule.count, maxOccurrences);
  const until = rule.until ?? localDateOf(start, rule.timeZone);
  let count = 1;
  while (
    count < maxOccurrences &&
    localDateOf(stepFrom(start, rule.frequency, rule.timeZone, count), rule.timeZone) <= until
  ) {
    count += 1;
  }
  return count;
}
