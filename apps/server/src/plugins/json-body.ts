import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** No body the API takes nests deeper than a few levels; this leaves ample room. */
export const maxJsonDepth = 32;

export const invalidJsonMessage = 'invalid_json';

/**
 * The JSON body parser of every route, product and /api/auth/* alike (decision 053):
 * - an empty body is no body: many clients send `Content-Type: application/json` on a POST
 *   without one (`POST /api/Invitation/{groupId}/Link`);
 * - Fastify's own parser (prototype-poisoning checks kept) does the parsing;
 * - a body nested deeper than {@link maxJsonDepth} is refused as 400 `invalid_json` before any
 *   code walks it recursively (Better Auth overflowed the stack on 5,000 nested arrays).
 */
export const jsonBodyPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        parsed(null, undefined);
        return;
      }
      void parseJson(request, text, (error, value: unknown) => {
        if (error) parsed(error);
        else if (nestedDeeperThan(value, maxJsonDepth))
          parsed(new AppError(400, invalidJsonMessage));
        else parsed(null, value);
      });
    });
    done();
  },
  { name: 'kozos-json-body' },
);

/** Whether `value` nests objects or arrays more than `limit` levels (iterative: no recursion). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.node !== 'object' || next.node === null) continue;
    if (next.depth > limit) return true;
    for (const child of Object.values(next.node))
      pending.push({ node: child, depth: next.depth + 1 });
  }
  return false;
}
