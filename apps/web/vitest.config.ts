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
  },
});
