// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The server's entry files compose features; no feature or module may import them (issue 24).
const notEntryFiles = '!{app,server,main,registries}.ts';

const serverImportPatterns = [
  {
    group: ['**/web/**', '@kozos/web', '@kozos/web/*'],
    message: 'The server never imports the web app; share through @kozos/contract.',
  },
  { group: ['**/contract/src/*'], message: "Import '@kozos/contract', not its files." },
];

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
      // Generated from the OpenAPI document by `npm run api:types` (decision 126).
      'apps/server/src/test/api-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The root Vitest config belongs to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
            {
              group: ['@kozos/*', '**/apps/**'],
              message: 'The contract depends on nothing of ours: it is what server and web share.',
            },
            {
              group: ['react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'The contract holds only zod schemas and plain TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportPatterns }] },
  },
  // Group membership is asked in access/ only (decision 030, issue 24): a feature's query uses
  // access/group-members.ts, never the memberships table. The groups feature keeps the table.
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/features/groups/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverImportPatterns,
            {
              group: ['**/db/schema', '**/db/schema/groups'],
              importNames: ['memberships'],
              message:
                'Membership is asked through access/ (group-access.ts, group-members.ts), not by querying memberships in a feature (decision 030).',
            },
          ],
        },
      ],
    },
  },
  // Web: features never import each other; pages in app/ compose them (design brief, decision 030).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app', partialMatch: false },
        {
          type: 'feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'apps/web/src/lib', partialMatch: false },
        // State more than one feature reads (decision 035), e.g. shared/session.
        {
          type: 'shared',
          pattern: 'apps/web/src/shared/*',
          capture: ['slice'],
          partialMatch: false,
        },
        { type: 'locales', pattern: 'apps/web/src/locales', partialMatch: false },
        // What is left: the entry files directly in src/.
        { type: 'entry', pattern: 'apps/web/src', partialMatch: false },
      ],
      // The paths-only tsconfig: the app's own follows its project references and resolved no
      // `@/` import, so the rule below saw none of them.
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.paths.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} must not import {{ to.element.type }}: features use components/, lib/ and shared/, features never import each other, only app/ composes features',
          policies: [
            {
              from: { element: { type: 'entry' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'lib', 'components', 'locales'] } } },
              },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['app', 'feature', 'components', 'lib', 'shared', 'locales'] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['components', 'lib', 'shared'] } } } },
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib'] } } } },
            },
            {
              from: { element: { type: 'shared' } },
              allow: [
                { to: { element: { types: { anyOf: ['lib', 'locales'] } } } },
                {
                  to: {
                    element: {
                      type: 'shared',
                      captured: { slice: '{{ from.element.captured.slice }}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'locales'] } } } },
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@kozos/server', '@kozos/server/*'],
              message: 'The web app never imports the server; share through @kozos/contract.',
            },
          ],
        },
      ],
    },
  },
  // Server: a feature uses another only through its index.ts; access/ and content/ are neutral
  // ground every feature may import; only the entry files compose features (decision 030). No
  // feature reaches the entry files, no code but tests reaches test/, and features form no loop
  // (issue 24: groups and users imported each other through their index files).
  {
    files: ['apps/server/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        {
          type: 'server-feature',
          pattern: 'apps/server/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'server-test-helpers', pattern: 'apps/server/src/test', partialMatch: false },
        // db, cache, notifications, mail, identity, plugins, access, content.
        { type: 'server-module', pattern: 'apps/server/src/*', partialMatch: false },
        // What is left: the files directly in src/ (app.ts, server.ts, main.ts, config.ts, …).
        { type: 'server-root', pattern: 'apps/server/src', partialMatch: false },
      ],
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' }, node: true },
      // no-cycle reads the imported files itself, with this parser (not languageOptions').
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} {{ from.element.fileInternalPath }} must not import {{ to.element.type }} {{ to.element.fileInternalPath }}: another feature only through its index.ts, never its repository or internals; modules outside features/ import no feature (group checks are in access/, feed SQL in content/, naming people in people/); only app.ts, registries.ts, server.ts and main.ts are imported by no one but each other and tests; only tests use test/',
          policies: [
            {
              from: { element: { type: 'server-feature' } },
              allow: [
                {
                  to: {
                    element: {
                      type: 'server-feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
                { to: { element: { type: 'server-feature', fileInternalPath: 'index.ts' } } },
                { to: { element: { type: 'server-module' } } },
                { to: { element: { type: 'server-root', fileInternalPath: notEntryFiles } } },
              ],
            },
            {
              from: { element: { types: { anyOf: ['server-module', 'server-root'] } } },
              allow: [
                { to: { element: { type: 'server-module' } } },
                { to: { element: { type: 'server-root', fileInternalPath: notEntryFiles } } },
              ],
            },
            // The test helpers build the whole app; tests, and only tests, use the helpers.
            {
              from: { element: { type: 'server-test-helpers' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['server-module', 'server-test-helpers', 'server-root'] },
                  },
                },
              },
            },
            {
              from: {
                element: {
                  types: { anyOf: ['server-feature', 'server-module', 'server-root'] },
                  fileInternalPath: '**/*.test.ts',
                },
              },
              allow: {
                to: { element: { types: { anyOf: ['server-test-helpers', 'server-root'] } } },
              },
            },
            {
              from: {
                element: {
                  type: 'server-root',
                  fileInternalPath: '{app,server,main,registries}.ts',
                },
              },
              allow: [
                { to: { element: { type: 'server-feature', fileInternalPath: 'index.ts' } } },
                { to: { element: { type: 'server-root' } } },
              ],
            },
          ],
        },
      ],
    },
  },
  prettier,
);
