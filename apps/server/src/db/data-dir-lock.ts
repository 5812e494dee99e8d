import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/*
 * Two processes on one PGlite directory silently corrupt it, so whoever opens the embedded
 * database (the server, backup, restore) first takes this lock. proper-lockfile makes the lock
 * with an atomic mkdir and keeps its mtime fresh; a lock whose owner died stops being
 * refreshed and counts as stale after `staleMs`. We also record the owner's pid so a restart
 * right after a crash does not have to wait for the lock to go stale.
 */

const staleMs = 10_000;
const refreshMs = 2_000;

export interface DataDirLockOwner {
  pid: number;
  hostname: string;
  purpose: string;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly owner: DataDirLockOwner | undefined,
  ) {
    const who = owner ? ` (pid ${owner.pid}, ${owner.purpose})` : '';
    super(
      `Another Közös server is already using DATA_DIR ${dataDir}${who}; stop it first ` +
        '(two processes on one PGlite directory corrupt it).',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

interface LockOptions {
  /** Shown to a second process that finds the lock taken, e.g. 'server' or 'backup'. */
  purpose: string;
  /** Called if the lock is lost while held (its folder removed or not refreshable). */
  onCompromised?: (error: Error) => void;
}

/** Directories this process holds, to tell our own live lock from a dead namesake's. */
const heldHere = new Set<string>();

const lockPath = (dataDir: string) => path.join(dataDir, '.kozos.lock');
const ownerPath = (dataDir: string) => path.join(dataDir, '.kozos.lock.json');

/** Takes the exclusive lock on `dataDir` or throws {@link DataDirLockedError} at once. */
export async function acquireDataDirLock(
  dataDir: string,
  options: LockOptions,
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await tryLock(dataDir, options);
  } catch (error) {
    if (!isLockedError(error)) throw error;
    const owner = await readOwner(dataDir);
    if (!owner || heldHere.has(dataDir) || isOwnerAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // The recorded owner is gone (crash, kill -9): its lock is ours to break.
    await rm(lockPath(dataDir), { recursive: true, force: true });
    release = await tryLock(dataDir, options);
  }
  heldHere.add(dataDir);
  await writeOwner(dataDir, options.purpose);
  return {
    release: async () => {
      heldHere.delete(dataDir);
      await rm(ownerPath(dataDir), { force: true });
      await release();
    },
  };
}

function tryLock(dataDir: string, options: LockOptions): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPath(dataDir),
    realpath: false,
    retries: 0,
    stale: staleMs,
    update: refreshMs,
    onCompromised:
      options.onCompromised ??
      ((error) => {
        throw error;
      }),
  });
}

function isLockedError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ELOCKED';
}

async function writeOwner(dataDir: string, purpose: string): Promise<void> {
  const owner: DataDirLockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    purpose,
    since: new Date().toISOString(),
  };
  await writeFile(ownerPath(dataDir), JSON.stringify(owner));
}

async function readOwner(dataDir: string): Promise<DataDirLockOwner | undefined> {
  try {
    return JSON.parse(await readFile(ownerPath(dataDir), 'utf8')) as DataDirLockOwner;
  } catch {
    // Missing or half-written: the owner may be starting right now, so treat the lock as held.
    return undefined;
  }
}

function isOwnerAlive(owner: DataDirLockOwner): boolean {
  // A pid means nothing on another machine (a shared network folder): assume it is alive.
  if (owner.hostname !== os.hostname()) return true;
  // After a container restart our own pid may equal the dead owner's; locks this process
  // holds itself were ruled out before, so such a lock is stale.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
