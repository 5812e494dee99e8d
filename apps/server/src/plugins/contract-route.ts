import type { BodySchemaOf, ParamsSchemaOf, QuerySchemaOf, RouteSpec } from '@kozos/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The fastify schema of a route-table entry: what validates, serializes and documents it. */
export interface ContractSchema<R extends RouteSpec> {
  params: ParamsSchemaOf<R>;
  querystring: QuerySchemaOf<R>;
  body: BodySchemaOf<R>;
  response: R['responses'];
  tags: string[];
  summary: string;
}

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler whose request and reply are typed by the entry's schemas. */
export type ContractHandler<R extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  ContractSchema<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Hooks, config and limits of a route: everything but its schema, which the table gives. */
export type ContractRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/** `/api/Offer/{id}` → `/api/Offer/:id`, fastify's spelling. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export function contractSchemaOf<R extends RouteSpec>(entry: R): ContractSchema<R> {
  const schema: Record<string, unknown> = {
    tags: [...entry.tags],
    summary: entry.summary,
    response: entry.responses,
  };
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  return schema as unknown as ContractSchema<R>;
}

/**
 * Registers one route of the table (decision 135): its method, path and schemas come from the
 * entry, so the handler's request and answer are checked against the contract. Hooks
 * (authentication first, decision 126) stay with the plugin or in `options`.
 */
export function routeFrom<R extends RouteSpec>(
  app: ZodApp,
  entry: R,
  options: ContractRouteOptions,
  handler: ContractHandler<R>,
): void {
  app.route({
    ...(options as object),
    method: entry.method,
    url: fastifyPath(entry.path),
    schema: contractSchemaOf(entry),
    handler: handler,
  });
}
