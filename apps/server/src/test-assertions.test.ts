import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every test says what it asserts (issue 24.5): a test whose body calls no `expect` (nor
 * `expectTypeOf`, nor `assert`) passes whatever the code does, unless a helper it calls happens to
 * assert. Seven such tests were found; this keeps them from coming back, in every Vitest project
 * and the Playwright specs. A helper may still assert, but the test names the expectation.
 */

const root = resolve(import.meta.dirname, '../../..');
const asserts = /\bexpect(TypeOf)?\s*[(.<]|\bassert\b/;

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.includes('node_modules') && /\.(test|spec)\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/** `file:line title` of each `it`/`test` (or `.each`) whose callback asserts nothing. */
export function testsWithoutExpect(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && /^(it|test)\b/.test(node.expression.getText(source))) {
      const callback = node.arguments.find(
        (argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument),
      );
      if (callback && !asserts.test(callback.getText(source))) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${fileName}:${line} ${node.arguments[0]?.getText(source) ?? ''}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tests', () => {
  it('each call expect (or expectTypeOf, or assert) in their own body', () => {
    const files = ['apps', 'packages', 'e2e'].flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const silent = files.flatMap((file) =>
      testsWithoutExpect(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')),
    );
    expect(silent).toEqual([]);
  });

  it('are found when they assert nothing, and not when they poll or check types', () => {
    const code = [
      "it('asserts nothing', async () => { await ok(t, user, 'GET', '/api/Feed'); });",
      "it.each([1, 2])('nothing either (%i)', async (n) => { await call(n); });",
      "it('polls', async () => { await expect\n  .poll(() => 1).toBe(1); });",
      "it('checks types', () => { expectTypeOf<1>().toEqualTypeOf<1>(); });",
      "test('asserts', () => { expect(1).toBe(1); });",
    ].join('\n');
    expect(testsWithoutExpect('fixture.test.ts', code)).toEqual([
      "fixture.test.ts:1 'asserts nothing'",
      "fixture.test.ts:2 'nothing either (%i)'",
    ]);
  });
});
