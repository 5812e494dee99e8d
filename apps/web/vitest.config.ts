import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Testing Library waits up to 5 s (vitest.setup.ts); a test needs room for more than one wait
    // on a loaded CI machine (a 5 s test limit failed at load 18).
    testTimeout: 20_000,
    // Times are typed and shown in the browser's zone (decision 062): tests see a zone with DST.
    env: { TZ: 'Europe/Budapest' },
    // One module graph and one jsdom per worker, not per file (decision 203): the 86 files took
    // 178 s and 209 s of CPU isolated, 44 s and 40 s of CPU so, on the same loaded machine.
    // Files share no state they do not reset: vitest.setup.ts cleans up after each file, and
    // the files passed in shuffled orders, also all in one worker.
    isolate: false,
  },
});
