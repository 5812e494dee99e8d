// The databases bench/feed.mjs measures on: a fresh PGlite data directory or PostgreSQL database
// per target, seeded with bench/seed.mjs, and dropped afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

export const adminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for the target: its env for seed and server, and its clean-up. */
export async function prepare(kind, posts, offers) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'kozos-bench-feed-'));
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
  const name = `kozos_bench_${posts}_${offers}`;
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

export function seed(env, posts, offers) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed.mjs', '--posts', String(posts), '--offers', String(offers)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}
