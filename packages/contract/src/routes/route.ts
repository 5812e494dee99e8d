import type { z } from 'zod';

/*
 * The route table (decision 135): every operation of the API as one typed entry: method, path,
 * the zod schemas of its params, query, body and responses, whether it is public, and what the
 * OpenAPI document says of it. The server registers each route from its entry
 * (apps/server/src/plugins/contract-route.ts), the web client calls it by its entry
 * (apps/web/src/lib/api-client.ts `api.call`), so a path or shape that disagrees fails to compile.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** OpenAPI style: `/api/Offer/{id}`. */
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Every answer by status; the 2xx one is what a client gets. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** Anyone may call it: no bearer token (decision 126). */
  readonly public: boolean;
  readonly summary: string;
  readonly tags: readonly string[];
}

/** Declares one entry; `const` keeps the method and path literal. */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}

type SchemaAt<R, K extends string> = R extends { readonly [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

export type ParamsSchemaOf<R> = SchemaAt<R, 'params'>;
export type QuerySchemaOf<R> = SchemaAt<R, 'query'>;
export type BodySchemaOf<R> = SchemaAt<R, 'body'>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a client sends: the schemas' input types. */
export type RouteParams<R> = InputOf<ParamsSchemaOf<R>>;
export type RouteQuery<R> = InputOf<QuerySchemaOf<R>>;
export type RouteBody<R> = InputOf<BodySchemaOf<R>>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of the route's 2xx answer, as the server sends it. */
export type RouteResponse<R extends RouteSpec> = z.output<
  R['responses'][Extract<keyof R['responses'], SuccessStatus>]
>;

/** The `data` of a `{ data }` answer (spec §7). */
export type RouteData<R extends RouteSpec> = RouteResponse<R> extends { data: infer D } ? D : never;

/** `GET /api/Offer/{id}`: how openapi-operations.ts and the tests name an operation. */
export function routeKey(entry: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${entry.method} ${entry.path}`;
}

/** Every entry of a table of areas (`{ offers: { list, get }, … }`). */
export function entriesOf(table: Readonly<Record<string, Readonly<Record<string, RouteSpec>>>>) {
  return Object.values(table).flatMap((area) => Object.values(area));
}

/** `/api/Offer/{id}` with `{ id }` filled in, each value URL-encoded. */
export function pathWith(path: string, params: Readonly<Record<string, unknown>> | undefined) {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`${path}: no value for ${name}`);
    return encodeURIComponent(value);
  });
}
