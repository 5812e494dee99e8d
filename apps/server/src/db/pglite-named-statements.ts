import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import type { Db } from './client';

/*
 * Named prepared statements for the embedded database (decision 195). Drizzle's PGlite driver
 * runs a statement prepared with `.prepare(name)` as `client.query(text, params)`, and PGlite's
 * `query` sends an unnamed Parse each time: PostgreSQL parses, analyses and rewrites the whole
 * statement on every call, in WebAssembly on the server's own thread, and answers it over six
 * protocol round trips into the module. Here a statement drizzle prepared with a name is parsed
 * once per PGlite instance (Parse with a server-side name, Describe, Sync), and every call after
 * that is one trip with Bind, Execute and Sync: PostgreSQL's plan cache then does what it does
 * for a named statement on a server (custom plans first, a generic plan when it is as good).
 * Statements without a name (every one-off query) keep PGlite's
 * own path.
 */

/** The option key that asks for the named path; set by {@link nameDrizzleStatements}. */
const statementKey = 'kozosNamedStatement';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = PGlite['parsers'];

type NamedOptions = QueryOptions & { [statementKey]?: true };

interface Prepared {
  /** The server-side name, `kz_<n>`, unique within the instance. */
  name: string;
  /** The parameter types PostgreSQL inferred, to serialise values as PGlite does. */
  paramTypes: number[];
  /** The statement's row description (undefined when it returns no rows). */
  rowDescription: BackendMessage | undefined;
}

/** What one PGlite instance has prepared, by statement text, and what it sent (for tests). */
export interface NamedStatements {
  readonly byText: Map<string, Prepared>;
  /** Parse messages of named statements. */
  parses: number;
  /** Executions of named statements. */
  executions: number;
  /** Statements run through PGlite's own `query` on the instance: parsed on every call. */
  unnamed: number;
}

const statementsOf = new WeakMap<PGlite, NamedStatements>();

/** The named statements of one PGlite instance (created on first use). */
export function namedStatementsOf(client: PGlite): NamedStatements {
  let statements = statementsOf.get(client);
  if (!statements) {
    statements = { byText: new Map(), parses: 0, executions: 0, unnamed: 0 };
    statementsOf.set(client, statements);
  }
  return statements;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's error shape: the statement and its values attached, as its own `query` does. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions) {
  if (error instanceof protocol.messages.DatabaseError)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/** The parsers a call's rows go through: PGlite's own with the caller's on top, merged once. */
const mergedParsers = new WeakMap<object, Parsers>();

function parsersFor(client: PGlite, options: QueryOptions): Parsers {
  if (!options.parsers) return client.parsers;
  let merged = mergedParsers.get(options);
  if (!merged) {
    merged = { ...client.parsers, ...(options.parsers as Parsers) };
    mergedParsers.set(options, merged);
  }
  return merged;
}

const { serialize } = protocol;

async function runNamed<T>(
  client: PGlite,
  text: string,
  params: unknown[],
  options: QueryOptions,
): Promise<Results<T>> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statements = namedStatementsOf(client);
      let prepared = statements.byText.get(text);
      try {
        if (!prepared) {
          const name = `kz_${statements.byText.size + 1}`;
          statements.parses += 1;
          const messages = await client.execProtocolStream(
            concat([
              serialize.parse({ name, text, types: options.paramTypes }),
              serialize.describe({ type: 'S', name }),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          prepared = {
            name,
            paramTypes: parse.parseDescribeStatementResults(messages),
            rowDescription: messages.find((message) => message.name === 'rowDescription'),
          };
          statements.byText.set(text, prepared);
        }
        const { paramTypes } = prepared;
        const values = params.map((param, at) => {
          if (param === null || param === undefined) return null;
          const type = paramTypes[at] ?? 0;
          const serializer = options.serializers?.[type] ?? client.serializers[type];
          // As PGlite's own `query`: a type without a serializer is sent as its text.
          // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the same String() PGlite's own query applies: a value of an unknown type goes as its text
          return serializer ? serializer(param) : String(param);
        });
        statements.executions += 1;
        const messages = await client.execProtocolStream(
          concat([
            serialize.bind({ statement: prepared.name, values }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        // Outside a transaction (this path waits for any to end), as PGlite's own `query` does.
        await client.syncToFs();
        const described = prepared.rowDescription
          ? [prepared.rowDescription, ...messages]
          : messages;
        const [result] = parse.parseResults(described, parsersFor(client, options), {
          rowMode: options.rowMode,
        });
        return result as Results<T>;
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
    }),
  );
}

/**
 * The PGlite instance with `query` taking the named path for statements drizzle prepared with a
 * name; everything else (transactions, exec, backups) is the instance itself.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const query = (text: string, params: unknown[] = [], options?: NamedOptions) => {
    if (options?.[statementKey]) return runNamed(client, text, params, options);
    namedStatementsOf(client).unnamed += 1;
    return client.query(text, params, options);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not the proxy.
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

interface DrizzlePrepared {
  queryConfig?: QueryOptions;
  rawQueryConfig?: QueryOptions;
}

interface DrizzleSession {
  prepareQuery(
    query: unknown,
    fields: unknown,
    name: string | undefined,
    ...rest: unknown[]
  ): DrizzlePrepared;
}

/**
 * Marks every statement prepared on `db` with a name (drizzle's `.prepare(name)`) for the named
 * path: drizzle's PGlite driver keeps the name to itself, so its query options carry the mark.
 */
export function nameDrizzleStatements(db: Db): void {
  const session = (db as unknown as { session: DrizzleSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (name) {
      const mark = (options: QueryOptions | undefined) => ({ ...options, [statementKey]: true });
      prepared.queryConfig = mark(prepared.queryConfig);
      prepared.rawQueryConfig = mark(prepared.rawQueryConfig);
    }
    return prepared;
  };
}
