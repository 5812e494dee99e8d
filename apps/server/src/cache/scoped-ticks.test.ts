import { describe, expect, it } from 'vitest';
import { groupScope, userScope } from '../db/write-scope';
import { ScopedTicks } from './scoped-ticks';

/* The bookkeeping of the scoped write clock (decision 043). */

describe('the scoped ticks', () => {
  it('keeps what was read valid until one of its scopes, or everything, is written', () => {
    const ticks = new ScopedTicks();
    const stamp = ticks.now();
    ticks.tick([groupScope('b')]);
    expect(ticks.unchangedSince(stamp, [groupScope('a'), userScope('u')])).toBe(true);
    expect(ticks.unchangedSince(stamp, [groupScope('b')])).toBe(false);
    ticks.tick('everything');
    expect(ticks.unchangedSince(stamp, [groupScope('a')])).toBe(false);
    expect(ticks.unchangedSince(ticks.now(), [groupScope('a')])).toBe(true);
  });

  it('treats a forgotten scope as written when it was forgotten, never as unwritten', () => {
    const ticks = new ScopedTicks(2);
    const stamp = ticks.now();
    ticks.tick([groupScope('a')]);
    const later = ticks.now();
    ticks.tick([groupScope('b')]);
    ticks.tick([groupScope('c')]);
    // 'a' fell out of the table: answers older than its write can no longer be trusted.
    expect(ticks.unchangedSince(stamp, [groupScope('z')])).toBe(false);
    expect(ticks.unchangedSince(later, [groupScope('a')])).toBe(true);
    expect(ticks.unchangedSince(later, [groupScope('c')])).toBe(false);
  });
});
