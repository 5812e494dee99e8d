import { describe, expect, it } from 'vitest';
import { formatDate, relativeTime } from './dates';

describe('dates', () => {
  const date = new Date(2026, 4, 7, 9, 5);

  it('formats with the default and the chosen format', () => {
    expect(formatDate(date)).toBe('2026. 05. 07.');
    expect(formatDate(date, 'DD/MM/YYYY')).toBe('07/05/2026');
    expect(formatDate(date, 'MM/DD/YYYY')).toBe('05/07/2026');
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
});
