// Server CPU and wall time per computed request, one request at a time (issue 28, decision 195):
// `node bench/cpu-per-request.mjs [path ...]` with DATA_DIR (a PGlite seeded by bench/seed.mjs)
// or DATABASE_URL (a seeded PostgreSQL database) in the environment. Starts
// bench/feed-server.mjs on it, warms up, then sends BENCH_REQUESTS (default 200) requests one
// after another for each path as `bench-0`, each with a different ignored query parameter so
// none comes from the response cache, and prints the server process's CPU time (user + system,
// from /proc/<pid>/stat) and the wall time per request. One request at a time, so the figures
// are the work of a request, not queueing; CPU time is what a busy machine disturbs least.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startServer } from './lib.mjs';

// `{group}` in a path stands for the bench user's first group, `{member}` for another member of it.
const givenPaths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/api/Feed',
      '/api/Group/{group}/Feed',
      '/api/User/{member}/Feed',
      '/api/Offer',
      '/bench/reference',
    ];
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const ticksPerSecond = 100; // USER_HZ on Linux

function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Waits until the server used under 2 % of a core for half a second (at most 20 s). */
async function idle() {
  for (let tries = 0; tries < 40; tries += 1) {
    const before = cpuMs(server.child.pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuMs(server.child.pid) - before <= 10) return;
  }
}

const server = await startServer('bench/feed-server.mjs', {});
let counter = 0;
const get = async (path) => {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${server.url}${path}${separator}bust=${(counter += 1)}`, {
    headers: { authorization: 'Bearer bench-0' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
};

async function data(path) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: 'Bearer bench-0' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()).data;
}

try {
  const [group] = await data('/api/Group?limit=1');
  const me = await data('/api/User');
  const { memberships } = await data(`/api/Group/${group.id}`);
  const member = memberships.find((membership) => membership.user.id !== me.id).user;
  const paths = givenPaths.map((path) =>
    path.replace('{group}', group.id).replace('{member}', member.id),
  );
  console.log(`server start ${server.startupMs} ms; ${requests} requests per path, one at a time`);
  for (const path of paths) for (let i = 0; i < 30; i += 1) await get(path);
  const best = new Map();
  // The paths in turn, `rounds` times, each after the server's background work (start-up jobs)
  // has settled; each path's lowest figures are printed, as other work can only add to them.
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      await idle();
      const cpuBefore = cpuMs(server.child.pid);
      const started = performance.now();
      for (let i = 0; i < requests; i += 1) await get(path);
      const wall = (performance.now() - started) / requests;
      const cpu = (cpuMs(server.child.pid) - cpuBefore) / requests;
      const seen = best.get(path);
      best.set(path, {
        cpu: Math.min(cpu, seen?.cpu ?? Infinity),
        wall: Math.min(wall, seen?.wall ?? Infinity),
      });
    }
  }
  console.log(`lowest of ${rounds} rounds; load average ${loadavg()[0].toFixed(1)}`);
  console.log('path                         CPU ms/req  wall ms/req');
  for (const [path, { cpu, wall }] of best) {
    const shown = path.replace(group.id, '{group}').replace(member.id, '{member}');
    console.log(
      `${shown.padEnd(28)} ${cpu.toFixed(2).padStart(10)} ${wall.toFixed(2).padStart(12)}`,
    );
  }
} finally {
  await server.stop();
}
