import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import {
  apiTypesFile,
  apiTypesOf,
  openApiDocumentOf,
  operationIdsFile,
  operationIdsOf,
  type OpenApiDocument,
} from '../test/api-files';
import { operationIdOf, publicOperations } from './openapi-operations';

interface Operation {
  key: string;
  method: string;
  path: string;
  operationId?: string;
  security?: Record<string, string[]>[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([route, item]) =>
    methods.flatMap((method) => {
      const operation = (item as Record<string, Omit<Operation, 'key' | 'method' | 'path'>>)[
        method
      ];
      if (!operation) return [];
      const key = `${method.toUpperCase()} ${route}`;
      return [{ ...operation, key, method: method.toUpperCase(), path: route }];
    }),
  );
}

let t: TestApp;
let doc: OpenApiDocument;
let operations: Operation[];
beforeAll(async () => {
  t = await buildTestApp();
  doc = await openApiDocumentOf(t.app);
  operations = operationsOf(doc);
});
afterAll(async () => {
  await t.close();
});

describe('operationIds', () => {
  it('derives a name from method and path', () => {
    expect(operationIdOf('GET', '/api/Feed')).toBe('getFeed');
    expect(operationIdOf('GET', '/api/Group/{id}')).toBe('getGroupById');
    expect(operationIdOf('POST', '/api/Sale/{id}/Fulfil')).toBe('postSaleFulfil');
    expect(operationIdOf('DELETE', '/api/AccessCode/{groupId}/{id}')).toBe('deleteAccessCodeById');
    expect(operationIdOf('GET', '/api/Calendar/ics/{token}')).toBe('getCalendarIcsByToken');
    expect(operationIdOf('GET', '/healthz')).toBe('getHealthz');
  });

  it('tells apart the two operations that would share a name', () => {
    expect(operationIdOf('GET', '/api/Invitation/{groupId}/Email')).toBe(
      'getInvitationEmailsOfGroup',
    );
    expect(operationIdOf('GET', '/api/Invitation/Email')).toBe('getInvitationEmailsToMe');
  });

  it('gives every operation one, each different', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !operation.operationId)).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the names of the committed list, so a rename is a visible change', async () => {
    const committed = await readFile(operationIdsFile, 'utf8');
    expect(
      operationIdsOf(doc),
      `${path.basename(operationIdsFile)} differs from the routes: run npm run api:types and commit it`,
    ).toBe(committed);
  });
});

describe('security', () => {
  it('declares the bearer scheme, which Swagger UI offers under "Authorize"', () => {
    expect(Object.keys(doc.components?.securitySchemes ?? {})).toEqual(['bearerAuth']);
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('marks public exactly the operations of the public list', () => {
    const open = operations.filter((operation) => operation.security !== undefined);
    for (const operation of open) expect(operation.security, operation.key).toEqual([]);
    expect(new Set(open.map((operation) => operation.key))).toEqual(publicOperations);
  });

  it('marks public exactly the operations that answer an anonymous call with something but 401', async () => {
    const answersAnonymous = new Set<string>();
    for (const operation of operations) {
      // Any value for a path parameter: a route behind requireUser refuses before reading it.
      const url = operation.path.replace(/\{[^}]+\}/g, 'x');
      const response = await t.app.inject({
        method: operation.method as InjectOptions['method'],
        url,
      });
      if (response.statusCode !== 401) answersAnonymous.add(operation.key);
      else expect(response.json(), operation.key).toMatchObject({ message: 'unauthorized' });
    }
    expect(answersAnonymous).toEqual(publicOperations);
  });

  it('serves the docs UI with the operationIds shown and the token kept across reloads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"persistAuthorization":true');
    expect(response.body).toContain('"displayOperationId":true');
  });
});

describe('generated files', () => {
  it('has client types made from the document the app serves', async () => {
    const committed = await readFile(apiTypesFile, 'utf8');
    const fresh = await apiTypesOf(doc);
    expect(
      fresh === committed,
      `${path.relative(repoRoot, apiTypesFile)} is out of date: run npm run api:types and commit it`,
    ).toBe(true);
  });
});

describe('Redocly lint', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kozos-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const redocly = path.join(repoRoot, 'node_modules/.bin/redocly');
      const config = path.join(repoRoot, 'redocly.yaml');
      const { stdout } = await promisify(execFile)(
        redocly,
        ['lint', file, '--config', config, '--format=json', '--max-problems=1000'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: {
          ruleId: string;
          severity: string;
          message: string;
          location: { pointer: string }[];
        }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map(({ ruleId, message, location }) => `${ruleId} at ${location[0]?.pointer}: ${message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
