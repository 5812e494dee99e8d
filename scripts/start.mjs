// `npm start`: build the web app and the server when either is missing or older than its
// sources, then run the compiled server (which migrates the database before it listens) with
// plain node: no TypeScript at run time (decision 149). One process serves API and web.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';
import { buildServer, newestMtime, serverBuildIsStale } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const builtIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(join(root, source)) > builtAt);
}

// A server already running on this DATA_DIR would refuse the second one anyway, but only after
// the rebuild below had replaced the files the first one serves: ask before building.
async function dataDirInUse() {
  if (process.env.DATABASE_URL) return false;
  const dataDir = resolve(process.env.DATA_DIR || './data');
  if (!existsSync(dataDir)) return false;
  // The same lock and staleness as apps/server/src/db/data-dir-lock.ts.
  return lockfile.check(dataDir, {
    lockfilePath: join(dataDir, '.kozos.lock'),
    realpath: false,
    stale: 10_000,
  });
}

if (await dataDirInUse()) {
  console.error(
    `Another Közös server is already using DATA_DIR ${resolve(process.env.DATA_DIR || './data')}; stop it first.`,
  );
  process.exit(1);
}

if (webBuildIsStale()) {
  console.log('Building the web app (missing or older than its sources)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@kozos/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBuildIsStale()) {
  console.log('Building the server (missing or older than its sources)…');
  await buildServer();
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
