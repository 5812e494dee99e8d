import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import { writesChannel } from '../db/watched-drivers';
import { decodeAnnouncement } from '../db/write-scope';
import { ScopedTicks } from './scoped-ticks';

export { writesChannel };

/*
 * A clock that ticks whenever data may have changed, per scope (decisions 016 and 043), so that
 * anything computed from the database at tick t for some scopes is known good while none of
 * them ticked since. The ticks come from the data layer: every write committed through the
 * app's database reports the scopes it named (db/write-watch.ts), whoever made it — a request,
 * a job, a script. In embedded mode this process is the only one on the database (the data-dir
 * lock), so its own writes are all there is. On a PostgreSQL server other instances write too:
 * each announces its writes with NOTIFY (the scopes in the payload) and every instance LISTENs.
 * While the LISTEN connection is down the clock is not `reliable` and nothing may be served
 * from what it guards; on reconnecting, everything ticks (writes may have been missed).
 */

export interface WriteClock {
  /** The current count: read it before reading what it will guard. */
  now(): number;
  /** False while other instances' writes could go unnoticed. */
  reliable(): boolean;
  /** True while nothing in `scopes` (and no write of everything) was written after `stamp`. */
  unchangedSince(stamp: number, scopes: readonly string[]): boolean;
  close(): Promise<void>;
}

export function createWriteClock(database: Database, logger: FastifyBaseLogger): WriteClock {
  const ticks = new ScopedTicks();
  const unsubscribe = database.writes.listen({
    committed: (changed) => ticks.tick(changed),
    unannounced: (error) =>
      logger.warn({ err: error }, 'write clock: could not announce a write to other instances'),
  });
  const local: WriteClock = {
    now: () => ticks.now(),
    reliable: () => true,
    unchangedSince: (stamp, scopes) => ticks.unchangedSince(stamp, scopes),
    close: () => {
      unsubscribe();
      return Promise.resolve();
    },
  };
  if (!database.connectionString) return local;
  const listener = listenToOthers(database, database.connectionString, ticks, logger);
  return {
    ...local,
    reliable: listener.connected,
    async close() {
      unsubscribe();
      await listener.close();
    },
  };
}

const retryMs = { first: 100, max: 5_000 };

/** The LISTEN connection: other instances' announcements tick `ticks`. */
function listenToOthers(
  database: Database,
  connectionString: string,
  ticks: ScopedTicks,
  logger: FastifyBaseLogger,
) {
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
      if (message.channel !== writesChannel) return;
      const { origin, changed } = decodeAnnouncement(message.payload ?? '');
      // Our own writes ticked when they committed.
      if (origin !== database.writes.origin) ticks.tick(changed);
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
    ticks.tick('everything');
    client = next;
    retry = retryMs.first;
  }

  const started = listen();
  return {
    connected: () => client !== undefined,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started;
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
