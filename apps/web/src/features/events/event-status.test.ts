import { describe, expect, it } from 'vitest';
import { answersOpen, eventStatus } from './event-status';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const at = (offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString();

describe('eventStatus', () => {
  it('is active before the deadline, deadline passed from it, archived from the event on', () => {
    expect(eventStatus({ applicationDeadline: at(1), time: at(60) }, now)).toBe('active');
    expect(eventStatus({ applicationDeadline: at(0), time: at(60) }, now)).toBe('deadline_passed');
    expect(eventStatus({ applicationDeadline: at(-60), time: at(0) }, now)).toBe('archived');
  });

  it('takes answers strictly before the deadline', () => {
    expect(answersOpen({ applicationDeadline: at(1) }, now)).toBe(true);
    expect(answersOpen({ applicationDeadline: at(0) }, now)).toBe(false);
  });
});
