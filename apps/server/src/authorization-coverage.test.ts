import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOperations } from './plugins/openapi-operations';
import { buildTestApp, type TestApp } from './test/app';

/*
 * Every route that needs a user is called by every kind of caller in an authorization matrix
 * (a test table whose rows start `call: 'METHOD /api/Path'`, the path as the OpenAPI document
 * writes it). The routes come from the document the app serves, so a new route fails here until
 * its matrix row exists, and a row naming a route the app does not have fails too. Each matrix
 * checks that its requests go to the route its row names (test/authorization-matrix.ts).
 */

/*
 * Routes anyone may call are the OpenAPI document's public operations (decision 126), whose list
 * openapi.test.ts holds to what the app answers an anonymous call; their refusals are tested
 * where they live (auth-first.test.ts).
 */
const publicRoutes = publicOperations;

const matrixRow = /call: '([A-Z]+ \/[^' ]+)'/g;

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let t: TestApp;
let routes: string[];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  routes = Object.entries(paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
  );
});
afterAll(async () => {
  await t.close();
});

describe('authorization matrices', () => {
  it('name every route that needs a user', async () => {
    const named = new Set<string>();
    const others = (await testFiles(import.meta.dirname)).filter(
      (file) => file !== import.meta.filename,
    );
    for (const file of others) {
      for (const [, call] of (await readFile(file, 'utf8')).matchAll(matrixRow)) named.add(call!);
    }
    const missing = routes.filter((route) => !publicRoutes.has(route) && !named.has(route));
    expect(missing).toEqual([]);
    // And every name is a route the app has (each matrix checks its requests go to it).
    const unknown = [...named].filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      return !t.app.hasRoute({ method, url });
    });
    expect(unknown).toEqual([]);
  });
});
