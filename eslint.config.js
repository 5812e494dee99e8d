// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      'data/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.data/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  // Packages never reach into each other's sources: the contract is imported by its name.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@kozos/*', '**/apps/**'], message: 'The contract depends on nothing of ours: it is what server and web share.' },
            { group: ['react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], message: 'The contract holds only zod schemas and plain TypeScript.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '@kozos/web', '@kozos/web/*'], message: 'The server never imports the web app; share through @kozos/contract.' },
            { group: ['**/contract/src/*'], message: "Import '@kozos/contract', not its files." },
          ],
        },
      ],
    },
  },
  // Web: features never import each other; pages in app/ compose them (design brief).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app', mode: 'folder' },
        { type: 'feature', pattern: 'apps/web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components', mode: 'folder' },
        { type: 'lib', pattern: 'apps/web/src/lib', mode: 'folder' },
        { type: 'locales', pattern: 'apps/web/src/locales', mode: 'folder' },
        { type: 'entry', pattern: 'apps/web/src/*', mode: 'file' },
      ],
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import ${dependency.type}: features use components/ and lib/; only app/ composes features',
          rules: [
            { from: 'entry', allow: ['app', 'lib', 'components', 'locales'] },
            { from: 'app', allow: ['app', 'feature', 'components', 'lib', 'locales'] },
            { from: 'feature', allow: ['components', 'lib', ['feature', { feature: '${from.feature}' }]] },
            { from: 'components', allow: ['components', 'lib'] },
            { from: 'lib', allow: ['lib', 'locales'] },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@kozos/server', '@kozos/server/*'], message: 'The web app never imports the server; share through @kozos/contract.' },
          ],
        },
      ],
    },
  },
  prettier,
);
