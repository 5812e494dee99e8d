import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { openPglite } from './durable-pglite';
import { migrateNodePgDatabase, migratePgliteDatabase } from './migrate';
import { nameDrizzleStatements, withNamedStatements } from './pglite-named-statements';
import * as schema from './schema';
import { watchPglite, watchPool } from './watched-drivers';
import { WriteFeed } from './write-watch';

export type Schema = typeof schema;

/** What repositories use: the query builder both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs `SELECT 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the committed migrations not applied yet; safe at every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance in embedded mode (backups need it); undefined on a server. */
  pglite: PGlite | undefined;
  /** The server's connection string (for a LISTEN connection); undefined in embedded mode. */
  connectionString: string | undefined;
  /** Every write committed through `db`, with the scopes it named (decision 043). */
  writes: WriteFeed;
  /** The pool's connections (metrics); undefined in embedded mode. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** The embedded database lives here, inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens the database the config names: a PostgreSQL server when DATABASE_URL is set, else
 * the embedded PGlite under DATA_DIR. In embedded mode the caller must hold the data-dir lock.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = pgliteDir(config.dataDir);
  // PGlite creates its own folder but not missing parents.
  await mkdir(path.dirname(dir), { recursive: true });
  // Commits reach the disk with fsync before they are acknowledged (decision 156).
  return wrapPglite(await openPglite(dir));
}

/** Wraps an already created PGlite (file-backed or in-memory for tests). */
export async function wrapPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const writes = new WriteFeed();
  // Statements prepared with a name are parsed once per instance (decision 195).
  const db = drizzlePglite({ client: watchPglite(withNamedStatements(client), writes), schema });
  nameDrizzleStatements(db);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    connectionString: undefined,
    writes,
    ping: () => ping(db),
    migrate: () => migratePgliteDatabase(db),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled it would crash
  // the process, while the pool simply replaces the client on the next query.
  pool.on('error', () => undefined);
  const writes = new WriteFeed();
  watchPool(pool, writes);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    pglite: undefined,
    connectionString,
    writes,
    ping: () => ping(db),
    migrate: () => migrateNodePgDatabase(pool),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
