import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { appMeta } from './schema';

// pg_dump/pg_restore need a real server: vitest.config.ts runs this file only with TEST_DB=postgres.
describe('PostgreSQL backup and restore', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'kozos-pg-backup-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('brings back the data of the backup', async () => {
    const url = database.url ?? '';
    const { db } = database;
    await db.insert(appMeta).values({ key: 'motto', value: 'közös' });
    const file = path.join(dir, 'kozos.dump');
    await backupPostgres(url, file);

    await db.update(appMeta).set({ value: 'changed' }).where(eq(appMeta.key, 'motto'));
    await restorePostgres(url, file);

    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'motto'));
    expect(row?.value).toBe('közös');
  });
});
