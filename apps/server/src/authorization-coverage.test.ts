import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeKey, routes, type RouteSpec } from '@kozos/contract';
import { describe, expect, it } from 'vitest';

/*
 * Every route that needs a user is called by every kind of caller in an authorization matrix
 * (a test table whose rows start `route: routes.<operation>`, the route's entry in the contract's
 * route table; the rows' test labels are derived from it, test/authorization-matrix.ts). The
 * routes are the route table's entries, from which the server registers every route, so a new
 * route fails here until its matrix row exists, and a row naming an operation the table does not
 * have fails here (and does not compile). Each matrix checks that its requests go to the route
 * its row names (expectRequestOf) or builds them from the entry.
 */

/*
 * Routes anyone may call are the table's public entries (decision 126), which openapi.test.ts
 * holds to what the app answers an anonymous call; their refusals are tested where they live
 * (auth-first.test.ts).
 */
const table: Readonly<Record<string, RouteSpec>> = routes;

const matrixRow = /route: routes\.(\w+)\b/g;

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('authorization matrices', () => {
  it('name every route of the table that needs a user, and nothing else', async () => {
    const named = new Set<string>();
    const others = (await testFiles(import.meta.dirname)).filter(
      (file) => file !== import.meta.filename,
    );
    for (const file of others) {
      for (const [, operation] of (await readFile(file, 'utf8')).matchAll(matrixRow)) {
        named.add(operation!);
      }
    }
    const missing = Object.entries(table)
      .filter(([operation, entry]) => !entry.public && !named.has(operation))
      .map(([, entry]) => routeKey(entry));
    expect(missing).toEqual([]);
    const unknown = [...named].filter((operation) => !Object.hasOwn(table, operation));
    expect(unknown).toEqual([]);
    expect(named.size).toBeGreaterThan(100);
  });
});
