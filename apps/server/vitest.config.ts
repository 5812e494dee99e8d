import { defineConfig } from 'vitest/config';

// `*.postgres.test.ts` need a real PostgreSQL server (pg_dump/pg_restore): they belong to the
// PostgreSQL pass (TEST_DB=postgres) and are left out of the PGlite pass rather than skipped.
const postgresOnly = process.env.TEST_DB === 'postgres' ? [] : ['src/**/*.postgres.test.ts'];
// `*.pglite.test.ts` test the embedded database itself (its driver, data directory, lock, backup)
// and never use the pass's database: left out of the PostgreSQL pass, which would repeat them.
const pgliteOnly = process.env.TEST_DB === 'postgres' ? ['src/**/*.pglite.test.ts'] : [];
// `*.cluster.test.ts` start compiled server processes and nginx or Caddy: the cluster tier alone
// (TEST_TIER=cluster, decisions 187, 188) runs them.
const clusterOnly = process.env.TEST_TIER === 'cluster' ? [] : ['src/**/*.cluster.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...postgresOnly, ...pgliteOnly, ...clusterOnly],
    // Migrates one template database per run; each test file's database is a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // A loaded CI machine can take seconds for a fresh database; the lock test starts real
    // server processes.
    testTimeout: 30_000,
    // expect.poll's default of one second failed landings on a busy machine; a passing test
    // waits only as long as it needs (test/eventually.ts does the same for vi.waitFor).
    expect: { poll: { timeout: 20_000, interval: 50 } },
    hookTimeout: 60_000,
    // One module graph per worker instead of one per file: Fastify, Better Auth, Drizzle and
    // PGlite are imported once per worker, not once per file. Each file still builds its own app
    // on its own database (test/app.ts); module-level caches are keyed by database (WeakMap).
    // 12 files at load 30: import 36 s instead of 451 s, no hook timeouts (decision 144).
    isolate: false,
  },
});
