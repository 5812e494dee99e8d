import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite, ServerRunningError } from './backup-pglite';
import { openDatabase } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { appMeta } from './schema';
import { seedPgliteDataDir } from '../test/database';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kozos-backup-'));
  // The migrated template, not initdb and every migration with fsync on (3 s of CPU and many
  // fsyncs): backup and restore copy whatever data directory is there.
  await seedPgliteDataDir(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await database.migrate();
    return await run(database);
  } finally {
    await database.close();
  }
}

async function readMotto(): Promise<string | undefined> {
  return withDatabase(async ({ db }) => {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'motto'));
    return row?.value;
  });
}

describe('PGlite backup and restore', () => {
  // Four file-backed databases opened with durable commits: far more than one in-memory copy
  // of the template, and a loaded CI machine took over 30 s.
  it('brings back the data of the backup', { timeout: 120_000 }, async () => {
    await withDatabase(({ db }) => db.insert(appMeta).values({ key: 'motto', value: 'közös' }));
    const file = path.join(dataDir, 'backups', 'before.tar.gz');
    await backupPglite(dataDir, file);
    expect(existsSync(file)).toBe(true);

    await withDatabase(({ db }) =>
      db.update(appMeta).set({ value: 'changed' }).where(eq(appMeta.key, 'motto')),
    );
    expect(await readMotto()).toBe('changed');

    const { movedAside } = await restorePglite(dataDir, file);
    expect(await readMotto()).toBe('közös');
    expect(movedAside && existsSync(movedAside)).toBe(true);
  });

  it('refuses while the server holds the data directory', async () => {
    const lock = await acquireDataDirLock(dataDir, { purpose: 'server' });
    try {
      const file = path.join(dataDir, 'backups', 'refused.tar.gz');
      await expect(backupPglite(dataDir, file)).rejects.toThrow(ServerRunningError);
      await expect(backupPglite(dataDir, file)).rejects.toThrow(/stop the server first/);
      await expect(restorePglite(dataDir, file)).rejects.toThrow();
      expect(existsSync(file)).toBe(false);
    } finally {
      await lock.release();
    }
  });
});
