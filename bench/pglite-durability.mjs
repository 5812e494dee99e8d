// PGlite commits with and without fsync (issue 27.6, decision 156): single-row INSERT commits
// per second on a file-backed PGlite, once as PGlite starts by default (fsync off) and once as
// the app opens it (durable: fsync on, WAL synced with fsync()). Counts the fsync calls that
// reached the disk so the durable mode is seen to sync at all. `npm run bench:durability`
// (BENCH_COMMITS, default 500). Run with `node --import tsx`.
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncBuiltinESMExports } from 'node:module';

const commits = Number(process.env.BENCH_COMMITS ?? 500);
let fsyncs = 0;
const realFsync = fs.fsyncSync;
fs.fsyncSync = (fd) => {
  fsyncs += 1;
  return realFsync(fd);
};
syncBuiltinESMExports();
const { openPglite } = await import('../apps/server/src/db/durable-pglite.ts');

async function run(durable) {
  const dir = mkdtempSync(join(tmpdir(), 'kozos-bench-durability-'));
  try {
    const db = await openPglite(join(dir, 'pglite'), durable);
    await db.exec('create table t (id serial primary key, body text not null)');
    fsyncs = 0;
    const started = performance.now();
    for (let i = 0; i < commits; i += 1) {
      await db.query('insert into t (body) values ($1)', [`row ${i}`]);
    }
    const seconds = (performance.now() - started) / 1000;
    const synced = fsyncs;
    await db.close();
    return {
      durable,
      commitsPerSecond: Math.round(commits / seconds),
      fsyncsPerCommit: synced / commits,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${commits} commits each`,
);
for (const durable of [false, true, false, true]) console.log(JSON.stringify(await run(durable)));
