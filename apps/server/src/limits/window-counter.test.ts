import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitWindows } from '../db/schema';
import type { Changed } from '../db/write-scope';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { sweepLimitWindows, WindowCounter } from './window-counter';

/* The counters every instance shares (decision 152), on the test file's real database. */

let database: TestDatabase;
const announced: Changed[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  database.writes.listen({ committed: (changed) => announced.push(changed) });
});
afterAll(async () => {
  await database.close();
});

const t0 = 1_800_000_000_000;

describe('a window counter', () => {
  it('takes up to its limit in a window, then refuses without counting, then opens a new one', async () => {
    const counter = new WindowCounter(database.db, 'take', 3, 60_000);
    expect(await counter.remaining('a', t0)).toBe(3);
    for (let i = 0; i < 3; i++) expect(await counter.take('a', t0 + i)).toBe(true);
    expect(await counter.take('a', t0 + 10)).toBe(false);
    expect(await counter.remaining('a', t0 + 10)).toBe(0);
    // Other keys and other counters' keys are apart.
    expect(await counter.remaining('b', t0)).toBe(3);
    expect(await new WindowCounter(database.db, 'other', 3, 60_000).remaining('a', t0)).toBe(3);
    // The window closes a minute after it opened, not after the last try.
    expect(await counter.take('a', t0 + 60_000)).toBe(true);
    expect(await counter.remaining('a', t0 + 60_000)).toBe(2);
  });

  it('adds past the limit and answers the window, for Retry-After', async () => {
    const counter = new WindowCounter(database.db, 'add', 1, 60_000);
    expect(await counter.add('k', t0)).toEqual({ count: 1, endsAt: t0 + 60_000 });
    expect(await counter.add('k', t0 + 5_000)).toEqual({ count: 2, endsAt: t0 + 60_000 });
  });

  it('counts parallel takes exactly: none slips past the limit', async () => {
    const counter = new WindowCounter(database.db, 'race', 5, 60_000);
    const taken = await Promise.all(Array.from({ length: 20 }, () => counter.take('x', t0)));
    expect(taken.filter(Boolean)).toHaveLength(5);
  });

  it('announces nothing to the response caches', async () => {
    announced.length = 0;
    const counter = new WindowCounter(database.db, 'quiet', 5, 60_000);
    await counter.take('q', t0);
    await counter.add('q', t0);
    await sweepLimitWindows(database.db, t0);
    expect(announced).toEqual([]);
    await database.db.execute(sql`update app_meta set value = value where false`);
    expect(announced).toEqual(['everything']);
  });

  it('sweeps the closed windows only', async () => {
    const counter = new WindowCounter(database.db, 'sweep', 5, 60_000);
    await counter.add('old', t0);
    await counter.add('new', t0 + 30_000);
    await sweepLimitWindows(database.db, t0 + 60_001);
    const rows = await database.db
      .select({ key: limitWindows.key })
      .from(limitWindows)
      .where(like(limitWindows.key, 'sweep|%'));
    expect(rows).toHaveLength(1);
    // The one left is 'new': it still counts.
    expect(await counter.remaining('new', t0 + 60_001)).toBe(4);
  });

  it('keeps no address or IP readable, and takes a key with any character', async () => {
    const counter = new WindowCounter(database.db, 'hashed', 5, 60_000);
    await counter.add('anna@example.org\u0000|203.0.113.7', t0);
    expect(await counter.remaining('anna@example.org\u0000|203.0.113.7', t0)).toBe(4);
    const rows = await database.db
      .select({ key: limitWindows.key })
      .from(limitWindows)
      .where(like(limitWindows.key, 'hashed|%'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).not.toMatch(/anna|203\.0/);
  });
});
