import { routeKey, routes } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentOf, type OpenApiDocument } from '../test/api-files';
import { buildTestApp, type TestApp } from '../test/app';
import { fastifyPath } from './contract-route';
import { operationIdOf } from './openapi-operations';

/*
 * The route table (packages/contract/src/routes, decision 135) is the API: every operation the
 * app documents is an entry of it, every entry is registered, and what the document says of an
 * operation is what its entry says. Routes outside the document (the identity provider's proxy,
 * the live event stream) are not JSON operations and stay outside the table.
 */

interface DocumentedOperation {
  summary?: string;
  tags?: string[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestApp;
let documented: Map<string, DocumentedOperation>;
beforeAll(async () => {
  t = await buildTestApp();
  const doc: OpenApiDocument = await openApiDocumentOf(t.app);
  documented = new Map(
    Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      methods.flatMap((method) => {
        const operation = (item as Record<string, DocumentedOperation | undefined>)[method];
        return operation ? [[`${method.toUpperCase()} ${path}`, operation] as const] : [];
      }),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

const entries = Object.entries(routes);

describe('the route table', () => {
  it('names each operation once, by its method and path', () => {
    const keys = entries.map(([, entry]) => routeKey(entry));
    expect(new Set(keys).size).toBe(keys.length);
    expect(entries.length).toBeGreaterThan(100);
  });

  it('keys each entry by its operationId', () => {
    const misnamed = entries.filter(
      ([name, entry]) => operationIdOf(entry.method, entry.path) !== name,
    );
    expect(misnamed.map(([name]) => name)).toEqual([]);
  });

  it('has every documented operation of the app as an entry', () => {
    const inTable = new Set(entries.map(([, entry]) => routeKey(entry)));
    expect([...documented.keys()].filter((key) => !inTable.has(key))).toEqual([]);
  });

  it.each(entries)('registers %s from its entry', (_name, entry) => {
    expect(t.app.hasRoute({ method: entry.method, url: fastifyPath(entry.path) })).toBe(true);
    const operation = documented.get(routeKey(entry));
    expect(operation?.summary).toBe(entry.summary);
    expect(operation?.tags).toEqual(entry.tags);
  });
});
