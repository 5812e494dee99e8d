import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@kozos/contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
