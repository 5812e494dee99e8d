import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authBasePath, createAuth } from './identity/auth';
import { createGroup, createLinkToken } from './test/groups';
import {
  anyBodyFor,
  invalidBodyFor,
  nastyQueryValue,
  nastyString,
  type JsonSchema,
  type RawBody,
} from './test/fuzz-inputs';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  type IdentityTestApp,
  type TestUser,
} from './test/identity';

/*
 * Issue 11: every route, from the OpenAPI document the app serves and Better Auth's own list of
 * endpoints, gets hostile input (test/fuzz-inputs.ts), anonymous or signed in. No answer may be
 * a 5xx, and no row may change: signed-in calls that could write always carry an input the
 * schema refuses. A new route is covered as soon as it is registered.
 */

const runs = 10_000;
/** Requests in flight at once. */
const batch = 25;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Param {
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: JsonSchema | undefined;
  /** Better Auth's endpoints are fuzzed anonymously only (sign-out, revoke... would write). */
  anonymousOnly: boolean;
}

interface OpenApiOperation {
  parameters?: (Param & { in: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((param) => param.in === 'path'),
        query: parameters.filter((param) => param.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        anonymousOnly: false,
      };
    }),
  );
}

/** Better Auth's HTTP endpoints, behind the catch-all `/api/auth/*`. */
function authOperations(t: IdentityTestApp): Operation[] {
  const auth = createAuth({
    config: t.config,
    db: t.database.db,
    mailer: { send: () => Promise.resolve() },
    texts: t.app.texts,
    logger: t.app.log,
    secret: 'fuzz-secret-that-is-at-least-32-characters-long',
  });
  const endpoints = Object.values(auth.api) as { path?: string; options?: { method?: unknown } }[];
  return endpoints.flatMap(({ path, options }) => {
    if (!path) return [];
    const methods = [options?.method].flat().filter((m): m is string => typeof m === 'string');
    return methods.map((method) => ({
      method: method === '*' ? 'POST' : method,
      path: `${authBasePath}${path.replace(/:(\w+)/g, '{$1}')}`,
      pathParams: [...path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1] ?? '' })),
      query: [],
      body: undefined,
      anonymousOnly: true,
    }));
  });
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** URLs carry UTF-8: a lone surrogate cannot be encoded, so it becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(loneSurrogate, '\uFFFD');
const encode = (text: string) => encodeURIComponent(wellFormed(text));

/** A non-GET call that could succeed if its input were valid. */
function mayWrite(operation: Operation): boolean {
  return operation.method !== 'GET' && operation.method !== 'HEAD';
}

/** Signed-in calls that may write need an input that is certainly refused. */
function canBreak(operation: Operation): boolean {
  return (
    operation.pathParams.length > 0 ||
    operation.body !== undefined ||
    operation.query.some((param) => param.schema?.enum)
  );
}

interface Case {
  operation: Operation;
  signedIn: boolean;
  url: string;
  /** Sent as JSON, as-is. */
  payload: string | undefined;
}

function caseFor(operation: Operation, signedIn: boolean): fc.Arbitrary<Case> {
  const strict = signedIn && mayWrite(operation);
  const params = fc.tuple(...operation.pathParams.map(() => nastyString));
  const query = fc.record(
    Object.fromEntries(operation.query.map((param) => [param.name, nastyQueryValue(param.schema)])),
    {
      requiredKeys: strict ? operation.query.filter((q) => q.schema?.enum).map((q) => q.name) : [],
    },
  );
  const body: fc.Arbitrary<RawBody | undefined> =
    operation.body !== undefined
      ? strict
        ? invalidBodyFor(operation.body)
        : anyBodyFor(operation.body)
      : fc.option(anyBodyFor(undefined), { nil: undefined });
  return fc.tuple(params, query, body).map(([values, queryValues, raw]) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => encode(values[index++] ?? ''));
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(queryValues)) {
      for (const one of [value].flat()) search.append(name, wellFormed(one));
    }
    const url = search.size > 0 ? `${path}?${search.toString()}` : path;
    return { operation, signedIn, url, payload: raw?.payload };
  });
}

/** Row count and checksum of every table: what the fuzzing must leave untouched. */
async function snapshot(t: IdentityTestApp): Promise<Record<string, string>> {
  // Both drivers answer `{ rows }`; the union of their types does not say so.
  const rowsOf = async <Row>(query: ReturnType<typeof sql>): Promise<Row[]> => {
    const result: unknown = await t.database.db.execute(query);
    return (result as { rows: Row[] }).rows;
  };
  // The rate-limit counters (decision 152) count hostile requests too: that is their job.
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> 'limit_windows' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; sum: string | null }>(
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum
          from ${sql.identifier(name)} t`,
    );
    result[name] = `${row?.n}:${row?.sum ?? ''}`;
  }
  return result;
}

let t: IdentityTestApp;
let user: TestUser;
let operations: Operation[];
beforeAll(async () => {
  t = await buildIdentityTestApp();
  user = await createUser(t, { username: 'fuzzy', name: 'Fuzzy' });
  // Something to find: a group with a member and a live link.
  const admin = await createUser(t, { username: 'admin', name: 'Admin' });
  const group = await createGroup(t, admin, { members: [user] });
  await createLinkToken(t, admin, group.id);
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = [...operationsOf(doc.json<OpenApi>()), ...authOperations(t)];
});
afterAll(async () => {
  await t.close();
});

describe('route fuzzing', () => {
  it(`answers ${runs} hostile requests without a 5xx or a changed row (seed from FUZZ_SEED)`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const arbitrary = fc.constantFrom(...operations).chain((operation) => {
      const anonymousOnly =
        operation.anonymousOnly || (mayWrite(operation) && !canBreak(operation));
      return anonymousOnly
        ? caseFor(operation, false)
        : fc.oneof(caseFor(operation, false), caseFor(operation, true));
    });
    const before = await snapshot(t);
    const failures = new Map<string, string>();
    let sent = 0;
    for (let chunk = 0; sent < runs; chunk++) {
      const cases = fc.sample(arbitrary, { numRuns: batch, seed: seed + chunk });
      const answers = await Promise.all(
        cases.map(({ operation, url, payload, signedIn }) =>
          t.app.inject({
            method: operation.method as InjectOptions['method'],
            url,
            headers: {
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              ...(signedIn ? bearer(user.token) : {}),
            },
            ...(payload === undefined ? {} : { payload }),
          }),
        ),
      );
      answers.forEach((answer, index) => {
        const { operation, url, payload, signedIn } = cases[index] as Case;
        if (answer.statusCode < 500) return;
        const key = `${operation.method} ${operation.path} → ${answer.statusCode}`;
        const shown = JSON.stringify({
          url: url.slice(0, 200),
          signedIn,
          body: (payload ?? '').slice(0, 120),
        });
        if (!failures.has(key)) failures.set(key, shown);
      });
      sent += cases.length;
    }
    expect(sent).toBeGreaterThanOrEqual(runs);
    const report = [...failures].map(([key, example]) => `${key}: ${example}`);
    expect(report, `seed ${seed}`).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
    // The session that made the signed-in calls still works: nothing signed it out.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(200);
  }, 240_000);
});
