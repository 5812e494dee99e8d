import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDir } from './client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock';

/*
 * Backups of the embedded database are PGlite's own data-dir tarball. PGlite is one process's
 * private database, so both operations hold the data-dir lock: they refuse while the server
 * runs instead of copying a directory that is being written.
 */

export class ServerRunningError extends Error {
  override name = 'ServerRunningError';
}

async function lockForMaintenance(dataDir: string, purpose: string): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(dataDir, { purpose });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const who = error.owner ? ` (pid ${error.owner.pid}, ${error.owner.purpose})` : '';
    throw new ServerRunningError(
      `A Közös server is running on DATA_DIR ${dataDir}${who}: stop the server first, ` +
        `then run the ${purpose} again.`,
    );
  }
}

/** Writes a gzip tarball of the embedded database to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`No embedded database at ${dir}: nothing to back up.`);
  const lock = await lockForMaintenance(dataDir, 'backup');
  try {
    const db = new PGlite(dir);
    try {
      // dumpDataDir does not wait for start-up itself: called early it never settles.
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

/**
 * Replaces the embedded database with the tarball in `file`. The current database is moved
 * aside, not deleted, and its new path returned, so a wrong restore can be undone by hand.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
): Promise<{ movedAside: string | undefined }> {
  const blob = new Blob([await readFile(file)]);
  const lock = await lockForMaintenance(dataDir, 'restore');
  const dir = pgliteDir(dataDir);
  const aside = existsSync(dir) ? `${dir}.before-restore-${fileTimestamp()}` : undefined;
  try {
    if (aside) await rename(dir, aside);
    try {
      const db = new PGlite(dir, { loadDataDir: blob });
      await db.waitReady;
      await db.query('select 1');
      await db.close();
    } catch (error) {
      // A bad tarball must not leave the user without their previous database.
      await rm(dir, { recursive: true, force: true });
      if (aside) await rename(aside, dir);
      throw error;
    }
    return { movedAside: aside };
  } finally {
    await lock.release();
  }
}

/** A timestamp usable in file names on every OS (no colons). */
export function fileTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}
