import { describe, expect, it } from 'vitest';
import { dateFormats } from '@kozos/contract';
import { formatDate, relativeTime } from './dates';

describe('dates', () => {
  const date = new Date(2026, 4, 7, 9, 5);

  it('formats each of the four user formats', () => {
    const formatted = Object.fromEntries(dateFormats.map((f) => [f, formatDate(date, f)]));
    expect(formatted).toEqual({
      'YYYY. MM. DD.': '2026. 05. 07.',
      'YYYY/MM/DD': '2026/05/07',
      'DD/MM/YYYY': '07/05/2026',
      'MM/DD/YYYY': '05/07/2026',
    });
  });

  it('uses the default format for an empty setting', () => {
    expect(formatDate(date)).toBe('2026. 05. 07.');
    expect(formatDate(date, '')).toBe('2026. 05. 07.');
  });

  it('accepts ISO strings from the API', () => {
    expect(formatDate(new Date(2025, 2, 14, 12).toISOString(), 'DD/MM/YYYY')).toBe('14/03/2025');
  });

  it('labels relative times', () => {
    const now = new Date(2026, 4, 7, 12, 0);
    expect(relativeTime(new Date(2026, 4, 7, 11, 59, 40), now).key).toBe('time.just_now');
    expect(relativeTime(new Date(2026, 4, 7, 11, 30), now)).toEqual({
      key: 'time.minutes',
      count: 30,
    });
    expect(relativeTime(new Date(2026, 4, 6, 20, 0), now).key).toBe('time.yesterday');
    expect(relativeTime(new Date(2026, 3, 1), now)).toEqual({ key: 'time.months', count: 1 });
  });

  it('gives every relative label of spec §9', () => {
    const now = new Date(2026, 4, 7, 12, 0);
    const label = (date: Date) => relativeTime(date, now);
    expect(label(new Date(2026, 4, 7, 12, 0))).toEqual({ key: 'time.just_now', count: 0 });
    expect(label(new Date(2026, 4, 7, 11, 59))).toEqual({ key: 'time.minutes', count: 1 });
    expect(label(new Date(2026, 4, 7, 9, 0))).toEqual({ key: 'time.hours', count: 3 });
    expect(label(new Date(2026, 4, 6, 9, 0))).toEqual({ key: 'time.yesterday', count: 1 });
    expect(label(new Date(2026, 4, 2, 12, 0))).toEqual({ key: 'time.days', count: 5 });
    expect(label(new Date(2026, 3, 7, 12, 0))).toEqual({ key: 'time.months', count: 1 });
    expect(label(new Date(2026, 0, 7, 12, 0))).toEqual({ key: 'time.months', count: 4 });
    expect(label(new Date(2024, 4, 7, 12, 0))).toEqual({ key: 'time.years', count: 2 });
  });
});
