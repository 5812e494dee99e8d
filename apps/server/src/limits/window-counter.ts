import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { writesNothingCached } from '../db/write-scope';
import { limitWindows } from '../db/schema';
import type { PeriodicTask } from '../jobs/scheduler';

/** One key's current window: how many events it counted and when it closes. */
export interface Window {
  count: number;
  /** Milliseconds since the epoch. */
  endsAt: number;
}

/**
 * Counts events per key in fixed windows, in the database every instance shares (decision 152):
 * with several instances behind a proxy a limit holds in total, and a restart keeps it. Each
 * call is one statement; counting is atomic, so parallel requests cannot slip past a limit.
 * `name` keeps the keys of different limits apart.
 */
export class WindowCounter {
  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /**
   * The stored key: the limit's name and a SHA-256 of what it counts, so no e-mail address or
   * IP sits readable in the table, and a key with any character (a NUL byte a client sent) is
   * one PostgreSQL's text can hold.
   */
  private keyOf(key: string): string {
    return `${this.name}|${createHash('sha256').update(key).digest('base64url')}`;
  }

  /** How many more events `key` may have in its current window. */
  async remaining(key: string, now = Date.now()): Promise<number> {
    const [row] = await this.db
      .select({ count: limitWindows.count, endsAt: limitWindows.endsAt })
      .from(limitWindows)
      .where(sql`${limitWindows.key} = ${this.keyOf(key)} and ${limitWindows.endsAt} > ${now}`);
    return Math.max(0, this.limit - (row?.count ?? 0));
  }

  /** Counts one event for `key`, opening a window if none is running; answers the window. */
  async add(key: string, now = Date.now()): Promise<Window> {
    const window = await countIn(this.db, this.keyOf(key), now, this.windowMs);
    if (!window) throw new Error('the counter answered no row');
    return window;
  }

  /** Counts one event when the window has room; false (and nothing counted) when it is full. */
  async take(key: string, now = Date.now()): Promise<boolean> {
    return (await countIn(this.db, this.keyOf(key), now, this.windowMs, this.limit)) !== undefined;
  }
}

/**
 * The one statement: opens a window or counts in the running one, unless `limit` is given and
 * the running window is full (then no row comes back and nothing is counted). The counters are
 * no cached data, so the write announces nothing to the response caches (decision 043).
 */
async function countIn(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
  limit?: number,
): Promise<Window | undefined> {
  const open = sql`${limitWindows.endsAt} > ${now}`;
  const rows = await writesNothingCached(() =>
    db
      .insert(limitWindows)
      .values({ key, count: 1, endsAt: now + windowMs })
      .onConflictDoUpdate({
        target: limitWindows.key,
        set: {
          count: sql`case when ${open} then ${limitWindows.count} + 1 else 1 end`,
          endsAt: sql`case when ${open} then ${limitWindows.endsAt} else excluded.ends_at end`,
        },
        ...(limit === undefined
          ? {}
          : { setWhere: sql`not (${open}) or ${limitWindows.count} < ${limit}` }),
      })
      .returning({ count: limitWindows.count, endsAt: limitWindows.endsAt }),
  );
  return rows[0];
}

/** Deletes the windows that closed before `now`; answers how many (the limit sweep). */
export async function sweepLimitWindows(db: Db, now = Date.now()): Promise<number> {
  const deleted = await writesNothingCached(() =>
    db
      .delete(limitWindows)
      .where(lt(limitWindows.endsAt, now))
      .returning({ key: limitWindows.key }),
  );
  return deleted.length;
}

/** Every instance sweeps the closed windows now and then; deleting twice is harmless. */
export const limitSweep: PeriodicTask = {
  name: 'limit-sweep',
  everyMs: 10 * 60 * 1000,
  run: async (db, now) => {
    await sweepLimitWindows(db, now.getTime());
  },
};
