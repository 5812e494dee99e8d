import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries (decision 030) must not stop working silently, as the web rule once did
 * when its resolver could not see the `@/` alias. Each case lints a few lines, as if they were a
 * file at `path` inside the tree, with the repository's real ESLint config: the bad imports must
 * be reported, and the allowed ones next to them must not (so a rule that rejects everything
 * would fail too). The fixtures exist only here, so no other lint or typecheck sees them.
 * Only the boundary rules run, without type information: the type-aware rules cannot parse a file
 * that is not on disk, and the import rules do not need them.
 */

const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;
let cycles: ESLint;
let imports: ESLint;

beforeAll(() => {
  const overrideConfig = {
    languageOptions: { parserOptions: { projectService: false, project: null } },
  };
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
    overrideConfig,
  });
  cycles = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
    overrideConfig,
  });
  imports = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
    overrideConfig,
  });
});

/** The restricted imports ESLint reports for `code` as the file `path` (from the root). */
async function restrictedImports(path: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await imports.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

/** The import loops ESLint reports for `extra` added to the real file at `path`. */
async function cycleErrors(path: string, extra: string): Promise<Linter.LintMessage[]> {
  const code = readFileSync(join(root, path), 'utf8') + extra;
  const [result] = await cycles.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === 'import-x/no-cycle');
}

/** The boundary errors ESLint reports for `code` as the file `path` (from the root). */
async function boundaryErrors(path: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === 'boundaries/dependencies');
}

/** A real module of `folder` (no test), as an import path without its extension. */
function someModuleOf(folder: string): string {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' });
  const file = files.find((name) => /\.tsx?$/.test(name) && !/\.(test|spec)\./.test(name));
  if (!file) throw new Error(`no module under ${folder}`);
  return relative(join(root, folder), join(root, folder, file)).replace(/\.tsx?$/, '');
}

describe('web import boundaries', () => {
  const fixture = 'apps/web/src/features/posts/boundary-fixture.ts';

  it("reports a feature importing another feature's file by the @/ alias", async () => {
    const target = `@/features/groups/${someModuleOf('apps/web/src/features/groups')}`;
    expect(await boundaryErrors(fixture, `import '${target}';\n`)).toHaveLength(1);
  });

  it("reports a feature importing another feature's file by a relative path", async () => {
    const target = `../groups/${someModuleOf('apps/web/src/features/groups')}`;
    expect(await boundaryErrors(fixture, `import '${target}';\n`)).toHaveLength(1);
  });

  it('lets a feature import lib/ by the alias and its own files by a relative path', async () => {
    const code = [
      `import '@/lib/${someModuleOf('apps/web/src/lib')}';`,
      `import './${someModuleOf('apps/web/src/features/posts')}';`,
    ].join('\n');
    expect(await boundaryErrors(fixture, `${code}\n`)).toEqual([]);
  });
});

describe('server import boundaries', () => {
  it("reports a feature importing another feature's repository", async () => {
    const code = "import '../groups/groups.repository';\n";
    const errors = await boundaryErrors('apps/server/src/features/feed/boundary-fixture.ts', code);
    expect(errors).toHaveLength(1);
  });

  it('reports a module outside features/ importing a feature', async () => {
    const code = "import '../features/groups';\n";
    const errors = await boundaryErrors('apps/server/src/access/boundary-fixture.ts', code);
    expect(errors).toHaveLength(1);
  });

  it('reports a feature importing the app, and a module importing the server entry', async () => {
    const feature = "import '../../app';\n";
    const fromFeature = 'apps/server/src/features/feed/boundary-fixture.ts';
    expect(await boundaryErrors(fromFeature, feature)).toHaveLength(1);
    const fromModule = 'apps/server/src/access/boundary-fixture.ts';
    expect(await boundaryErrors(fromModule, "import '../server';\n")).toHaveLength(1);
    // Tests may build the app, and app.ts may compose it from its neighbours.
    expect(await boundaryErrors('apps/server/src/features/feed/fixture.test.ts', feature)).toEqual(
      [],
    );
    expect(await boundaryErrors('apps/server/src/app.ts', "import './config';\n")).toEqual([]);
  });

  it('reports a feature importing the registries, which compose the features', async () => {
    const fromFeature = 'apps/server/src/features/feed/boundary-fixture.ts';
    expect(await boundaryErrors(fromFeature, "import '../../registries';\n")).toHaveLength(1);
    const fromRegistries = "import './features/posts';\nimport './content/feed-source';\n";
    expect(await boundaryErrors('apps/server/src/registries.ts', fromRegistries)).toEqual([]);
  });

  it('reports production code importing the test helpers, and lets tests use them', async () => {
    const code = "import '../../test/groups';\n";
    expect(
      await boundaryErrors('apps/server/src/features/feed/boundary-fixture.ts', code),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('apps/server/src/access/boundary-fixture.ts', "import '../test/app';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/features/feed/fixture.test.ts', code)).toEqual([]);
  });

  // Issue 24: groups.service importing ../orders passed lint, closing a loop through offers.
  it('reports a loop between features, and none in the code as it is', async () => {
    const service = 'apps/server/src/features/groups/groups.service.ts';
    expect(await cycleErrors(service, "import '../orders';\n")).not.toEqual([]);
    expect(await cycleErrors(service, '')).toEqual([]);
  });

  it("lets a feature use another's index.ts, the access checks and the content SQL", async () => {
    const code = [
      "import '../groups';",
      "import '../../access/group-access';",
      "import '../../content/feed-window';",
    ].join('\n');
    const errors = await boundaryErrors('apps/server/src/features/feed/boundary-fixture.ts', code);
    expect(errors).toEqual([]);
  });

  // Decision 030: group access is asked in access/; issue 24 found features querying memberships.
  it('reports a feature querying memberships, and lets access/ and the groups feature', async () => {
    const feature = 'apps/server/src/features/events/boundary-fixture.ts';
    const bySchema = "import { memberships } from '../../db/schema';\n";
    const byFile = "import { groups, memberships } from '../../db/schema/groups';\n";
    expect(await restrictedImports(feature, bySchema)).toHaveLength(1);
    expect(await restrictedImports(feature, byFile)).toHaveLength(1);
    const allowed = "import { events, groups } from '../../db/schema';\n";
    expect(await restrictedImports(feature, allowed)).toEqual([]);
    const access = "import { memberships } from '../db/schema/groups';\n";
    expect(await restrictedImports('apps/server/src/access/fixture.ts', access)).toEqual([]);
    const groups = 'apps/server/src/features/groups/fixture.ts';
    expect(await restrictedImports(groups, bySchema)).toEqual([]);
  });
});
