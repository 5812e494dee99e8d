import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en';
import enSignedIn from './en/signed-in';
import hu from './hu';
import huSignedIn from './hu/signed-in';

/*
 * Signed out, only locales/<language>/index.ts is loaded (decision 111): a key of a signed-in
 * area on a public screen would show as [key]. This follows the imports of the login route and
 * of the public screens from main.tsx (not into the signed-in screens that router.tsx and
 * onboarding-routes.tsx load lazily, which wait for the signed-in texts) and looks for every
 * quoted key, and every `prefix.${…}` key family, in the code it reaches.
 */
const src = resolve(import.meta.dirname, '..');
const signedInScreens = new Set(['app/router.tsx', 'app/onboarding-routes.tsx']);
// HelpText loads the signed-in areas before it reads a screen's `help.<pattern>` text; the
// server's `message.<key>` answers of signed-in features sit in those features' areas.
const readAfterLoading = ['help.', 'message.'];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = resolve(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate));
  return file && !file.includes('/locales/') ? file : null;
}

function publicCode(): Map<string, string> {
  const code = new Map<string, string>();
  const visit = (file: string) => {
    if (code.has(file)) return;
    const text = readFileSync(file, 'utf8');
    code.set(file, text);
    for (const [statement, specifier] of text.matchAll(
      /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g,
    )) {
      const lazy = statement.startsWith('import(') || /^import\s*\(/.test(statement);
      if (lazy && signedInScreens.has(relative(src, file))) continue;
      const target = resolveImport(file, specifier!);
      if (target) visit(target);
    }
  };
  visit(resolve(src, 'main.tsx'));
  return code;
}

describe('the texts of the public screens', () => {
  const code = publicCode();

  it('reaches the login screen and the public forms', () => {
    const files = [...code.keys()].map((file) => relative(src, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'features/auth/components/login-screen.tsx',
        'features/auth/components/register-form.tsx',
        'app/layout/public-layout.tsx',
        'app/routes/error-page.tsx',
      ]),
    );
    expect(files).not.toContain('app/routes/home-page.tsx');
  });

  it.each([
    ['en', en, enSignedIn],
    ['hu', hu, huSignedIn],
  ] as const)('are all in the %s bundle that loads signed out', (_language, first, later) => {
    const signedInOnly = new Set(Object.keys(later));
    const missing: string[] = [];
    for (const [file, text] of code) {
      // Such a file's own keys are read once the signed-in areas are in (the help dialog).
      if (text.includes('useSignedInTexts()')) continue;
      for (const [, key] of text.matchAll(/['"`]([\w.:-]+)['"`]/g))
        if (signedInOnly.has(key!)) missing.push(`${relative(src, file)}: ${key}`);
      for (const [, prefix] of text.matchAll(/`([\w.:-]+)\$\{/g)) {
        if (readAfterLoading.includes(prefix!)) continue;
        for (const key of signedInOnly)
          if (key.startsWith(prefix!)) missing.push(`${relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(first).length).toBeGreaterThan(100);
  });
});
