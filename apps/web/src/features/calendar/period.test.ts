import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  dateFromParam,
  dayKey,
  noonOf,
  periodNotPast,
  periodOf,
  stepDate,
} from './period';

// The web project runs in Europe/Budapest (decision 062).

describe('calendar periods', () => {
  it('shows a month as whole weeks from Monday', () => {
    const period = periodOf('month', new Date(2027, 2, 15));
    expect(dayKey(period.start)).toBe('2027-03-01');
    expect(dayKey(period.end)).toBe('2027-04-04');
    expect(period.days).toHaveLength(35);
    expect(period.days.map((day) => day.getDay()).slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('asks for the Budapest midnights as UTC instants, across the change to summer time', () => {
    const week = periodOf('week', new Date(2027, 2, 24));
    expect(boundsOf(week)).toEqual({
      from: '2027-03-21T23:00:00.000Z',
      to: '2027-03-28T22:00:00.000Z',
    });
    expect(week.days.map(dayKey)).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
    ]);
  });

  it('steps by the view and reads the date back from the address', () => {
    const date = dateFromParam('2027-01-31');
    expect(dayKey(stepDate('month', date, 1))).toBe('2027-02-28');
    expect(dayKey(stepDate('week', date, -1))).toBe('2027-01-24');
    expect(dayKey(stepDate('day', date, 1))).toBe('2027-02-01');
    expect(dayKey(dateFromParam('not-a-date'))).toBe(dayKey(new Date()));
  });

  it('offers a new event only while the period is not over, at noon from the day view', () => {
    const now = new Date(2027, 4, 10, 15, 0);
    expect(periodNotPast(periodOf('day', new Date(2027, 4, 10)), now)).toBe(true);
    expect(periodNotPast(periodOf('day', new Date(2027, 4, 9)), now)).toBe(false);
    expect(periodNotPast(periodOf('month', new Date(2027, 3, 1)), now)).toBe(false);
    expect(noonOf(new Date(2027, 2, 28)).toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });
});
