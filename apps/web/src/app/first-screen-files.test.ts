import { describe, expect, it } from 'vitest';
import { firstScreenFiles, type BundleLike } from './first-screen-files';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry: false,
});

// The shape of the real build: the entry with React and the shell, lazily loaded screens that
// re-export from the signed-in start, the texts with their helper.
const bundle: BundleLike = {
  'assets/index.js': {
    ...chunk('assets/index.js', ['assets/react.js', 'assets/shell.js']),
    isEntry: true,
  },
  'assets/react.js': chunk('assets/react.js', []),
  'assets/shell.js': chunk('assets/shell.js', ['assets/react.js']),
  'assets/gate.js': chunk('assets/gate.js', ['assets/start.js'], '/src/gate.tsx'),
  'assets/home.js': chunk('assets/home.js', ['assets/start.js'], '/src/home.tsx'),
  'assets/start.js': chunk('assets/start.js', ['assets/shell.js', 'assets/react.js']),
  'assets/en.js': chunk('assets/en.js', ['assets/merge.js'], '/src/locales/en/index.ts'),
  'assets/merge.js': chunk('assets/merge.js', []),
  'assets/other.js': chunk('assets/other.js', ['assets/start.js'], '/src/other.tsx'),
  'assets/index.css': { type: 'asset' },
};

describe('firstScreenFiles (decision 216)', () => {
  it('lists the roots with what they import, leaving out what the entry loads', () => {
    expect(
      firstScreenFiles(bundle, ['/src/gate.tsx', '/src/home.tsx'], {
        en: ['/src/locales/en/index.ts'],
      }),
    ).toEqual({
      start: ['/assets/gate.js', '/assets/start.js', '/assets/home.js'],
      texts: { en: ['/assets/en.js', '/assets/merge.js'] },
    });
  });

  it('fails the build when a root has no chunk of its own', () => {
    expect(() => firstScreenFiles(bundle, ['/src/missing.tsx'], {})).toThrow(/missing/);
  });
});
