import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, pgliteDir, wrapPglite, type Database } from '../db/client';
import { databaseUrl, ensurePostgresTemplate, withAdminClient } from './template-database';

/*
 * Each test file gets its own migrated database: PGlite in memory by default, or, with
 * TEST_DB=postgres, a fresh database on the server TEST_DATABASE_URL points at. No mocks.
 * Both start as a copy of a template migrated once per run (test/global-setup.ts).
 */

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** The connection URL of the fresh database on a server; undefined for PGlite. */
  url: string | undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind() === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

async function pgliteTemplate(): Promise<Blob> {
  const template = inject('pgliteTemplate');
  if (!template)
    throw new Error('no PGlite template: the server project runs test/global-setup.ts');
  return new Blob([await readFile(template)]);
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const loadDataDir = await pgliteTemplate();
  return { ...(await wrapPglite(new PGlite({ loadDataDir }))), url: undefined };
}

/**
 * Puts the migrated template in `dataDir`'s embedded database, so that a server started there in
 * a process of its own opens it instead of running initdb and the migrations (about 3 s of CPU).
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(pgliteDir(dataDir), { loadDataDir: await pgliteTemplate() });
  await pglite.close();
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  return url;
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = serverUrl();
  const template = await ensurePostgresTemplate(adminUrl);
  const name = `kozos_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${template}`),
  );
  const url = databaseUrl(adminUrl, name);
  const database = openPostgres(url);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
