import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { insertJob, jobIsWaiting } from './jobs/jobs.repository';
import { shutdownRetryMs } from './notifications/live/live.routes';
import { testConfig } from './test/app';
import {
  createTestDatabase,
  seedPgliteDataDir,
  testDatabaseKind,
  type TestDatabase,
} from './test/database';
import { freePort } from './test/free-port';
import { eventually } from './test/eventually';
import { openLive } from './test/live-client';
import { testPasswordHashing } from './test/password-hashing';

/*
 * A graceful restart (issue 27.3, decision 155), for real: the server in a child process (the
 * database this run uses: a PGlite DATA_DIR, or a fresh PostgreSQL database) gets SIGTERM while
 * requests are in flight and a tab holds a live stream. The rolling restart of several instances
 * behind a proxy builds on this (issue 27.2).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('SIGTERM', () => {
  it('finishes requests in flight, ends live streams with a reconnect, refuses new connections, leaves jobs to others and exits 0', async () => {
    const target = await databaseForChild();
    const { child, exited, token, userId, baseUrl, port, release } = await startChild(
      target.env,
      10_000,
      0,
    );

    const tab = await openLive(baseUrl, token);
    expect(tab.status).toBe(200);
    const answered: unknown[] = [];
    const inFlight = [1, 2, 3].map(() =>
      fetch(`${baseUrl}/test/held`).then(async (response) => {
        const answer = { status: response.status, body: await response.json() };
        answered.push(answer);
        return answer;
      }),
    );
    // Until all three are in the server's hands, however busy the machine.
    await eventually(async () => expect(await heldInFlight(baseUrl)).toBe(3));
    const signalled = Date.now();
    child.kill('SIGTERM');
    // The listener closes once the signal is handled, after the scheduler was stopped.
    await eventually(async () => expect(await connects(port)).toBe(false));

    if (target.database) {
      // A job falling due while this instance drains is left to another one, which runs it; the
      // draining one polls every 100 ms meanwhile, while the other instance starts.
      await insertJob(target.database.db, {
        kind: 'notification.test',
        key: 'shutdown',
        payload: JSON.stringify({ userId }),
        runAt: new Date(Date.now() - 1000),
      });
      const other = await buildApp(testConfig(), {
        database: target.database,
        logger: false,
        passwordHashing: testPasswordHashing,
      });
      cleanups.push(() => other.close());
      expect(await jobIsWaiting(target.database.db, 'shutdown')).toBe(true);
      expect(await other.scheduler.runDueJobs()).toBe(1);
      expect(answered, 'the requests are still in the draining instance').toEqual([]);
    }

    release();
    for (const answer of await Promise.all(inFlight)) {
      expect(answer).toEqual({ status: 200, body: { released: true } });
    }
    expect(await tab.ended).toBe('end');
    expect(tab.events.at(-1)?.event).toBe('reconnect');
    expect(tab.retryMs()).toBe(shutdownRetryMs);
    const { code, output } = await exited;
    expect(code, output).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 150_000);

  it('answers a request that arrives on a busy kept-alive connection during close, with Connection: close, not a 503', async () => {
    const target = await databaseForChild();
    const { child, exited, baseUrl, port, release } = await startChild(target.env, 10_000, 0);
    const socket = await rawConnection(port);
    socket.send('GET /test/held HTTP/1.1\r\nHost: kozos\r\n\r\n');
    await eventually(async () => expect(await heldInFlight(baseUrl)).toBe(1));
    child.kill('SIGTERM');
    // The listener is closed: close() has begun, and the connection is still busy.
    await eventually(async () => expect(await connects(port)).toBe(false));
    socket.send('GET /api/Teapot HTTP/1.1\r\nHost: kozos\r\n\r\n');
    release();
    const answers = await socket.ended;
    // The teapot's own 418, not Fastify's 503 for a closing server.
    expect(answers.map((answer) => answer.status)).toEqual([200, 418]);
    expect(answers[1]?.connection).toBe('close');
    expect((await exited).code).toBe(0);
  }, 150_000);

  it('drains for SHUTDOWN_DRAIN_MS: still answers new connections with Connection: close (/healthz: 503), moves live tabs at once, then exits 0', async () => {
    const target = await databaseForChild();
    const { child, exited, token, baseUrl, port } = await startChild(target.env, 20_000, 8000);
    const tab = await openLive(baseUrl, token);
    child.kill('SIGTERM');
    // The tab is told to reconnect when the drain starts, not when the listener closes.
    expect(await tab.ended).toBe('end');
    expect(tab.events.at(-1)?.event).toBe('reconnect');
    expect(await connects(port)).toBe(true);
    const during = await fetch(`${baseUrl}/api/Teapot`);
    expect(during.status).toBe(418);
    expect(during.headers.get('connection')).toBe('close');
    // Not ready any more: a load balancer that checks /healthz takes the instance out.
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'error', database: 'ok' });
    // A tab that connects to the draining instance is sent on at once.
    const late = await openLive(baseUrl, token);
    expect(late.status).toBe(200);
    expect(await late.ended).toBe('end');
    expect(late.events.map((event) => event.event)).toEqual(['reconnect']);
    expect(late.retryMs()).toBe(shutdownRetryMs);
    const { code, output } = await exited;
    expect(code, output).toBe(0);
  }, 150_000);

  it('exits with 1 once SHUTDOWN_TIMEOUT_MS has passed, cutting what is still in flight', async () => {
    const target = await databaseForChild();
    const { child, exited, baseUrl } = await startChild(target.env, 500, 0);
    // Never released.
    const stuck = fetch(`${baseUrl}/test/held`).then(
      (response) => response.status,
      () => 'cut',
    );
    await eventually(async () => expect(await heldInFlight(baseUrl)).toBe(1));
    const signalled = Date.now();
    child.kill('SIGTERM');
    const { code } = await exited;
    expect(code).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(await stuck).toBe('cut');
  }, 150_000);
});

/** How many of the child's held requests are under way (test/shutdown-child.ts). */
async function heldInFlight(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/test/held-in-flight`);
  return ((await response.json()) as { count: number }).count;
}

/** The server in a child process on `env`'s database, with its member's session. */
async function startChild(
  env: Record<string, string>,
  shutdownTimeoutMs: number,
  shutdownDrainMs: number,
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/shutdown-child.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SCHEDULER_POLL_MS: '100',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      SHUTDOWN_DRAIN_MS: String(shutdownDrainMs),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = exitOf(child);
  /** Answers the held requests (test/shutdown-child.ts). */
  const release = () => void child.stdin?.write('release\n');
  cleanups.push(() => Promise.resolve(void child.kill('SIGKILL')));
  const session = await firstLine(child);
  return { child, exited, release, port, baseUrl: `http://127.0.0.1:${port}`, ...session };
}

/** PostgreSQL: a fresh test database the test also reads; PGlite: a DATA_DIR of the child's. */
async function databaseForChild(): Promise<{
  env: Record<string, string>;
  database: TestDatabase | undefined;
}> {
  if (testDatabaseKind() === 'postgres') {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    return { env: { DATABASE_URL: database.url ?? '' }, database };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'kozos-shutdown-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await seedPgliteDataDir(dir);
  return { env: { DATA_DIR: dir, DATABASE_URL: '' }, database: undefined };
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** The child's first stdout line: the member's session, once the server listens. */
function firstLine(child: ChildProcess): Promise<{ token: string; userId: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(text.slice(0, end)) as { token: string; userId: string });
    });
    child.on('exit', (code) =>
      reject(new Error(`the server exited with ${code} before it listened`)),
    );
  });
}

/** Whether a new TCP connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface RawAnswer {
  status: number;
  connection: string | undefined;
}

/**
 * One kept-alive HTTP/1.1 connection written by hand, so a test chooses when its next request
 * goes out on it. `ended` settles with the answers' status lines when the server closes it.
 */
async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const ended = new Promise<RawAnswer[]>((resolve) =>
    socket.on('close', () => {
      const answers = text.split(/(?=HTTP\/1\.1 \d{3})/).filter((part) => part.startsWith('HTTP/'));
      resolve(
        answers.map((answer) => ({
          status: Number(answer.slice(9, 12)),
          connection: /\r\nconnection: *([^\r]*)/i.exec(answer)?.[1]?.toLowerCase(),
        })),
      );
    }),
  );
  return { send: (request: string) => void socket.write(request), ended };
}
