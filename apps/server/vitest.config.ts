import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A fresh PGlite takes ~1.6 s per file; the lock test starts real server processes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
