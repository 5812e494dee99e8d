import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '../db/client';

/*
 * Each test file gets its own migrated database: PGlite in memory by default, or, with
 * TEST_DB=postgres, a fresh database on the server TEST_DATABASE_URL points at. No mocks.
 */

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** The connection URL of the fresh database on a server; undefined for PGlite. */
  url: string | undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const database: TestDatabase =
    testDatabaseKind() === 'postgres'
      ? await createPostgresDatabase()
      : { ...(await wrapPglite(new PGlite())), url: undefined };
  await database.migrate();
  return database;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  return url;
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = serverUrl();
  const name = `kozos_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
