import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core to itself (one worker on a 2-core CI machine); test
    // files are CPU-bound (PGlite's WebAssembly, jsdom) and the runner mostly waits, so every
    // core runs a file.
    maxWorkers: '100%',
  },
});
