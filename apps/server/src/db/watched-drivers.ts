import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { encodeAnnouncement, type Changed } from './write-scope';
import { ConnectionWatch, type WriteFeed } from './write-watch';

/*
 * The drivers as Drizzle sees them, with every statement passing a ConnectionWatch
 * (db/write-watch.ts, decision 043). Drizzle runs a statement as `client.query(text or config,
 * params)`, on the pool or, for a transaction, on a client it checked out; on PGlite as
 * `query(text, params, options)`, and a transaction through `transaction(callback)`.
 */

/** The NOTIFY channel on which instances sharing a PostgreSQL server announce their writes. */
export const writesChannel = 'kozos_writes';

type Query = (...args: unknown[]) => unknown;
type Callback = (error: unknown, result?: unknown) => void;

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/**
 * Every client of the pool watches its statements, and the pool's own `query` runs on a client
 * checked out in the caller's async context, so that a write's scopes are those of its caller
 * (pg-pool would otherwise call back from whichever context released a client).
 */
export function watchPool(pool: pg.Pool, feed: WriteFeed): void {
  pool.on('connect', (client) => watchPgClient(client, feed));
  const query = async (config: unknown, values?: unknown) => {
    const client = await pool.connect();
    try {
      const result: unknown = await (client.query as Query)(config, values);
      client.release();
      return result;
    } catch (error) {
      // As pg-pool does: a client that failed a query is not trusted with another.
      client.release(error as Error);
      throw error;
    }
  };
  (pool as { query: unknown }).query = query;
}

function watchPgClient(client: pg.PoolClient, feed: WriteFeed): void {
  const original = client.query.bind(client) as Query;
  const announce = (changed: Changed) =>
    Promise.resolve(
      original('select pg_notify($1, $2)', [
        writesChannel,
        encodeAnnouncement(feed.origin, changed),
      ]),
    );
  const watch = new ConnectionWatch(feed, announce);
  const query = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    // A submittable (cursor, stream) reports through events of its own: not used by the app.
    if (typeof (config as { submit?: unknown } | null)?.submit === 'function')
      return original(config, values, callback);
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
    const params = typeof values === 'function' ? undefined : values;
    const result = watch.run(textOf(config), () => Promise.resolve(original(config, params)));
    if (!done) return result;
    result.then(
      (answer) => done(null, answer),
      (error: unknown) => done(error),
    );
    return undefined;
  };
  (client as { query: unknown }).query = query;
}

/**
 * PGlite behind a proxy: statements on the instance are watched as one connection, each
 * transaction as its own. The instance itself stays unwatched for backups and tests.
 */
export function watchPglite(client: PGlite, feed: WriteFeed): PGlite {
  const outside = new ConnectionWatch(feed);
  const watchTransaction = (tx: Transaction, watch: ConnectionWatch): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: (text: string, params?: unknown[], options?: object) =>
        watch.run(text, () => tx.query(text, params, options)),
      exec: (text: string, options?: object) => watch.run(text, () => tx.exec(text, options)),
      // Tagged-template queries are not read here: whatever they do counts as a write.
      sql: (strings: TemplateStringsArray, ...params: unknown[]) =>
        watch.run(undefined, () => tx.sql(strings, ...params)),
    });
  const watched: Partial<PGlite> = {
    query: (text: string, params?: unknown[], options?: object) =>
      outside.run(text, () => client.query(text, params, options)),
    exec: (text: string, options?: object) => outside.run(text, () => client.exec(text, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      const watch = new ConnectionWatch(feed);
      return watch.transaction(() =>
        client.transaction((tx) => callback(watchTransaction(tx, watch))),
      );
    },
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(watched, property)) return watched[property as keyof PGlite] as unknown;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not the proxy.
      return typeof value === 'function' ? (value as Query).bind(target) : value;
    },
  });
}
