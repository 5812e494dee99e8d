import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { freePort } from '../test/free-port';
import { seedPgliteDataDir } from '../test/database';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const serverDir = path.resolve(import.meta.dirname, '../..');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kozos-lock-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('data-dir lock in one process', () => {
  it('refuses a second holder and frees the directory on release', async () => {
    const dir = path.join(dataDir, 'in-process');
    const first = await acquireDataDirLock(dir, { purpose: 'server' });
    await expect(acquireDataDirLock(dir, { purpose: 'backup' })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.release();
    const again = await acquireDataDirLock(dir, { purpose: 'backup' });
    await again.release();
  });

  it('breaks a lock left behind by a process that died', async () => {
    const dir = path.join(dataDir, 'crashed');
    // What a server killed with -9 leaves behind: a fresh lock folder and its owner's pid.
    await mkdir(path.join(dir, '.kozos.lock'), { recursive: true });
    const deadPid = await pidOfFinishedProcess();
    await writeFile(
      path.join(dir, '.kozos.lock.json'),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), purpose: 'server', since: '' }),
    );
    const next = acquireDataDirLock(dir, { purpose: 'server' });
    await expect(next).resolves.toBeDefined();
    await (await next).release();
  });
});

describe('two servers on one DATA_DIR', () => {
  let first: ChildProcess | undefined;
  afterAll(async () => {
    if (!first || first.exitCode !== null) return;
    const exited = new Promise((resolve) => first?.once('exit', resolve));
    first.kill('SIGTERM');
    await exited;
  });

  it('stops the second with a clear message while the first keeps serving', async () => {
    const dir = path.join(dataDir, 'servers');
    // The template in the data directory: the first server skips initdb and the migrations.
    await seedPgliteDataDir(dir);
    const port = await freePort();
    first = startServer(dir, port);
    await waitForHealth(port, first);

    const second = startServer(dir, await freePort());
    const { code, output } = await waitForExit(second);
    expect(code).not.toBe(0);
    expect(output).toContain(`Another Közös server is already using DATA_DIR ${dir}`);
    expect(output).toContain('stop it first');

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    await health.text();
    // Two child servers each start tsx (and the first PGlite): on a busy 2-core machine (load 30)
    // that took more than a minute; the test's timeout is the only clock (decision 144).
  }, 240_000);
});

function startServer(dir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function waitForExit(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Until the server answers /healthz; fails at once, with its output, if it exits first. */
async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const exited = waitForExit(child).then(({ code, output }) => {
    throw new Error(`server on port ${port} exited (${code}) before answering: ${output}`);
  });
  // The race below handles it while the server starts; a later exit is the test's own stop.
  exited.catch(() => undefined);
  const healthy = eventually(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      await response.text();
      expect(response.status).toBe(200);
    },
    // A tsx start and a fresh PGlite took over a minute at load 30 (decision 144).
    { timeout: 200_000, interval: 100 },
  );
  await Promise.race([exited, healthy]);
}

async function pidOfFinishedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.on('exit', resolve));
  return pid;
}
