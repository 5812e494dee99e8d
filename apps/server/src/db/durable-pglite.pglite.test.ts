import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { seedPgliteDataDir } from '../test/database';
import { openDatabase } from './client';
import { DurableNodeFS, durableStartParams, pgliteOptions } from './durable-pglite';

/** Decision 156: the app opens its embedded database with durable commits. */
describe('the embedded database commits durably', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('passes PGlite the fsync-ing file system and start parameters without -F', () => {
    const options = pgliteOptions('/tmp/x', true);
    expect(options.fs).toBeInstanceOf(DurableNodeFS);
    expect(options.startParams).not.toContain('-F');
    expect(options.startParams).toEqual(
      expect.arrayContaining(['fsync=on', 'wal_sync_method=fsync']),
    );
    // Everything else PGlite starts with stays as it is.
    for (const param of PGlite.defaultStartParams.filter((p) => p !== '-F')) {
      expect(durableStartParams()).toContain(param);
    }
  });

  it('runs the database the app opens with fsync on', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kozos-durable-'));
    dirs.push(dataDir);
    // The migrated template: the settings are start parameters, not kept in the data directory,
    // and initdb with fsync on took 13 s at load 5 (docs/performance.md, "CI time").
    await seedPgliteDataDir(dataDir);
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const settings = await database.pglite!.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('fsync', 'wal_sync_method')`,
      );
      expect(Object.fromEntries(settings.rows.map((row) => [row.name, row.setting]))).toEqual({
        fsync: 'on',
        wal_sync_method: 'fsync',
      });
    } finally {
      await database.close();
    }
  });
});
