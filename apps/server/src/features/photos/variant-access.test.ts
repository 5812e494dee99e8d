import { describe, expect, it } from 'vitest';
import { ScopedTicks } from '../../cache/scoped-ticks';
import type { WriteClock } from '../../cache/write-clock';
import { groupScope, userScope } from '../../db/write-scope';
import { VariantAccess } from './variant-access';

/*
 * Who may see a variant, kept in memory (decision 226): asked of the database once, then
 * answered while the write clock shows no write of the viewer or their groups, never while the
 * clock is unreliable; a refusal is never kept.
 */

function setUp(groupsOf: Record<string, string[]> = { anna: ['kert'] }) {
  const ticks = new ScopedTicks();
  let reliable = true;
  const clock: WriteClock = {
    now: () => ticks.now(),
    reliable: () => reliable,
    unchangedSince: (stamp, scopes) => ticks.unchangedSince(stamp, scopes),
    close: () => Promise.resolve(),
  };
  const access = new VariantAccess(clock, (userId) =>
    Promise.resolve([userScope(userId), ...(groupsOf[userId] ?? []).map(groupScope)]),
  );
  let asked = 0;
  let answer: string | undefined = 'etag-1';
  const visibleTag = (viewer = 'anna', photo = 'photo-1', width = 320) =>
    access.visibleTag(viewer, photo, width, () => {
      asked += 1;
      return Promise.resolve(answer);
    });
  return {
    ticks,
    visibleTag,
    asked: () => asked,
    answer: (next: string | undefined) => {
      answer = next;
    },
    setReliable: (next: boolean) => {
      reliable = next;
    },
    access,
  };
}

describe('VariantAccess', () => {
  it('asks the database once per viewer, photo and width while nothing of theirs is written', async () => {
    const a = setUp({ anna: ['kert'], bela: ['kert'] });
    expect(await a.visibleTag()).toBe('etag-1');
    expect(await a.visibleTag()).toBe('etag-1');
    expect(a.asked()).toBe(1);
    // Another width, another photo and another viewer are questions of their own.
    await a.visibleTag('anna', 'photo-1', 640);
    await a.visibleTag('anna', 'photo-2');
    await a.visibleTag('bela');
    expect(a.asked()).toBe(4);
    // Writes of other people and other groups leave the answers alone.
    a.ticks.tick([userScope('cili'), groupScope('pekseg')]);
    await a.visibleTag();
    expect(a.asked()).toBe(4);
  });

  it('asks again after a write of the viewer, of one of their groups, or of everything', async () => {
    const a = setUp();
    await a.visibleTag();
    a.answer(undefined);
    a.ticks.tick([userScope('anna')]);
    expect(await a.visibleTag()).toBeUndefined();
    expect(a.asked()).toBe(2);

    a.answer('etag-1');
    await a.visibleTag();
    a.answer(undefined);
    a.ticks.tick([groupScope('kert')]);
    expect(await a.visibleTag()).toBeUndefined();

    a.answer('etag-1');
    await a.visibleTag();
    a.answer(undefined);
    a.ticks.tick('everything');
    expect(await a.visibleTag()).toBeUndefined();
    expect(a.asked()).toBe(6);
  });

  it('never keeps a refusal, and serves nothing kept while the clock is unreliable', async () => {
    const a = setUp();
    a.answer(undefined);
    expect(await a.visibleTag()).toBeUndefined();
    expect(await a.visibleTag()).toBeUndefined();
    expect(a.asked()).toBe(2);
    expect(a.access.size).toBe(0);

    a.answer('etag-1');
    await a.visibleTag();
    a.setReliable(false);
    a.answer(undefined);
    expect(await a.visibleTag()).toBeUndefined();
    expect(a.asked()).toBe(4);
  });

  it('keeps nothing read before a write that came while the database was being asked', async () => {
    const a = setUp();
    await a.access.visibleTag('anna', 'photo-1', 320, () => {
      // The viewer leaves the group between the clock's reading and the answer.
      a.ticks.tick([userScope('anna'), groupScope('kert')]);
      return Promise.resolve('etag-1');
    });
    a.answer(undefined);
    expect(await a.visibleTag()).toBeUndefined();
  });
});
