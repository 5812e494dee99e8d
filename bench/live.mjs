// Idle live connections (issue 15): how many Server-Sent Events streams one instance holds
// within 150 MiB of extra memory. Seeds a small PGlite database with the bench sessions, starts
// the real server, opens idle streams in steps and reads the server's RSS after each step.
// `npm run bench:live` (BENCH_LIVE_MAX caps the streams, default 12000).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_SESSIONS, root, rssMiB, startServer } from './lib.mjs';

const max = Number(process.env.BENCH_LIVE_MAX ?? 12_000);
const step = 1_000;
const budgetMiB = 150;
const dataDir = mkdtempSync(join(tmpdir(), 'kozos-bench-live-'));
const env = { DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters' };

const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'bench/seed.mjs', '--posts', '100', '--users', String(BENCH_SESSIONS)],
  { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
);
if (seeded.status !== 0) throw new Error('seeding failed');

const server = await startServer('apps/server/src/main.ts', env);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const open = [];

/** One idle stream: resolves once its first event (the unread count) has arrived. */
function openStream(index) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}/api/Notification/Live`,
      {
        agent,
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer bench-${index % BENCH_SESSIONS}`,
        },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
        response.once('data', () => resolve());
        response.on('data', () => undefined);
      },
    );
    request.on('error', reject);
    open.push(request);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));
try {
  // Warm the server up (JIT, caches, the session resolver) before the baseline.
  for (let i = 0; i < 50; i++) await openStream(i);
  for (const request of open.splice(0)) request.destroy();
  await settle();
  const baseline = rssMiB(server.child.pid);
  console.log(`baseline RSS ${baseline} MiB (startup ${server.startupMs} ms)`);
  let held = 0;
  let withinBudget = 0;
  while (held < max) {
    for (let batch = 0; batch < step; batch += 100) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => openStream(held + batch + i)));
    }
    held += step;
    await settle();
    const extra = rssMiB(server.child.pid) - baseline;
    console.log(
      `${held} idle streams: +${extra} MiB (${((extra * 1024) / held).toFixed(1)} KiB each)`,
    );
    if (extra > budgetMiB) break;
    withinBudget = held;
  }
  console.log(`held within ${budgetMiB} MiB extra: ${withinBudget} idle streams (cap ${max})`);
} finally {
  for (const request of open) request.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
