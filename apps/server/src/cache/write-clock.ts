import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

/*
 * A clock that ticks whenever data may have changed, so that anything computed from the
 * database at tick t is known good while the clock still shows t (decision 016). Every request
 * that can write ticks it when it is answered (plugins/write-ticks.ts). In embedded mode this
 * process is the only one on the database (the data-dir lock), so its own ticks are all there
 * is. On a PostgreSQL server other instances may write too: each tick is announced with
 * NOTIFY and every instance LISTENs, so theirs tick ours. While the LISTEN connection is down
 * the clock is not `reliable` and nothing may be served from what it guards.
 */

export const writesChannel = 'kozos_writes';

export interface WriteClock {
  /** The current tick. */
  now(): number;
  /** False while other instances' writes could go unnoticed. */
  reliable(): boolean;
  /** Data may have changed: ticks here and, on a server, on every other instance. */
  tick(): Promise<void>;
  close(): Promise<void>;
}

export function createWriteClock(database: Database, logger: FastifyBaseLogger): WriteClock {
  if (!database.connectionString) return localClock();
  return sharedClock(database, database.connectionString, logger);
}

function localClock(): WriteClock {
  let ticks = 0;
  return {
    now: () => ticks,
    reliable: () => true,
    tick: () => {
      ticks += 1;
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

const retryMs = { first: 100, max: 5_000 };

function sharedClock(database: Database, connectionString: string, logger: FastifyBaseLogger) {
  const instanceId = randomUUID();
  let ticks = 0;
  let client: pg.Client | undefined;
  let closed = false;
  let retry = retryMs.first;
  let retryTimer: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    let gone = false;
    const lose = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      logger.warn(
        { err: error },
        'write clock: no LISTEN connection; caches are off until it is back',
      );
      retryTimer = setTimeout(() => void listen(), retry);
      retry = Math.min(retry * 2, retryMs.max);
    };
    next.on('error', lose);
    next.on('end', () => lose());
    next.on('notification', (message) => {
      if (message.channel === writesChannel && message.payload !== instanceId) ticks += 1;
    });
    try {
      await next.connect();
      await next.query(`listen ${writesChannel}`);
    } catch (error) {
      lose(error as Error);
      return;
    }
    if (gone) return;
    if (closed) {
      gone = true;
      await next.end();
      return;
    }
    // Other instances may have written while nobody listened: what was computed is stale.
    ticks += 1;
    client = next;
    retry = retryMs.first;
  }

  const started = listen();
  return {
    now: () => ticks,
    reliable: () => client !== undefined,
    async tick() {
      ticks += 1;
      await database.db.execute(sql`select pg_notify(${writesChannel}, ${instanceId})`);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started;
      const current = client;
      client = undefined;
      await current?.end();
    },
  } satisfies WriteClock;
}
