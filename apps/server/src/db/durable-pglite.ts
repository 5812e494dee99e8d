import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * Durable commits for the embedded database (decision 156). PGlite 0.5 starts PostgreSQL with
 * `-F` (fsync off), and its Node file system (Emscripten's NODEFS) has no fsync at all: a
 * commit reaches the operating system's page cache, which survives the process dying (kill -9)
 * but not the machine losing power. Here PostgreSQL runs with fsync on, syncs its WAL with
 * fsync() (its fdatasync() is a no-op in the WebAssembly build), and NODEFS gains the fsync
 * that passes those calls to the real file. `relaxedDurability` is no answer: it only lets
 * PGlite skip waiting for its own sync of browser storage, a no-op on NODEFS.
 */

/** PGlite's own start parameters (`PGlite.defaultStartParams`) without `-F`, plus WAL sync. */
export function durableStartParams(): string[] {
  const params = PGlite.defaultStartParams.filter((param) => param !== '-F');
  return [...params, '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

interface NodeFsStream {
  nfd?: number;
}

/** NodeFS whose files answer fsync() with a real fsync of the file on disk. */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: { NODEFS: unknown }) => {
        const nodefs = mod.NODEFS as { stream_ops: Record<string, unknown> };
        nodefs.stream_ops.fsync = (stream: NodeFsStream) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** The options the app opens its embedded database with (durable.test.ts checks them). */
export function pgliteOptions(dir: string, durable: boolean) {
  return durable
    ? { fs: new DurableNodeFS(dir), startParams: durableStartParams() }
    : { dataDir: dir };
}

export async function openPglite(dir: string, durable = true): Promise<PGlite> {
  return PGlite.create(pgliteOptions(dir, durable));
}
