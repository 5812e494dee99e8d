import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WriteClock } from './write-clock';

/*
 * Answers to repeated reads, kept while nothing was written since (decision 016). A feed page
 * costs one or two database queries and their serialisation; served again it costs a lookup.
 * An answer is stored under the exact Authorization header and URL that produced it, with the
 * write clock's tick read before the request did any work, and served only while
 *  - the clock still shows that tick (any write since, here or on another instance, voids it),
 *  - the clock is reliable (on a server: the LISTEN connection is up),
 *  - the session would not yet be refreshed or expire (those calls go through identity), and
 *  - it is younger than `maxAgeMs` (a guard for values that change with time alone).
 * Sign-out and every other change to a session are writes, so a stored answer never outlives
 * the session that was allowed to see it.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache key and the tick read before any work, or 'hit' when served from the cache. */
    cacheState: { key: string; tick: number } | 'hit' | undefined;
  }
}

interface CachedAnswer {
  tick: number;
  body: string;
  contentType: string;
  freshUntil: number;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
}

export interface ResponseCache {
  /** Route options of a cacheable GET route: `{ onRequest, onSend }`. */
  hooks: { onRequest: onRequestHookHandler; onSend: onSendHookHandler };
  clear(): void;
}

export function createResponseCache(
  app: FastifyInstance,
  clock: WriteClock,
  options: ResponseCacheOptions,
): ResponseCache {
  app.decorateRequest('cacheState', undefined);
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes,
    sizeCalculation: (answer, key) => answer.body.length * 2 + key.length * 2 + 64,
    ttl: options.maxAgeMs,
  });

  function serve(request: FastifyRequest, reply: FastifyReply) {
    const authorization = request.headers.authorization;
    if (request.method !== 'GET' || !authorization || !clock.reliable()) return;
    const key = `${authorization}\n${request.url}`;
    const tick = clock.now();
    const answer = answers.get(key);
    if (answer && answer.tick === tick && Date.now() < answer.freshUntil) {
      request.cacheState = 'hit';
      return reply
        .header('content-type', answer.contentType)
        .header('x-cache', 'hit')
        .send(answer.body);
    }
    request.cacheState = { key, tick };
    reply.header('x-cache', 'miss');
  }

  const onRequest: onRequestHookHandler = (request, reply, done) => {
    if (!serve(request, reply)) done();
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const state = request.cacheState;
    const freshUntil = request.sessionFreshUntil;
    const contentType = reply.getHeader('content-type');
    if (
      typeof state === 'object' &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      freshUntil !== undefined &&
      typeof contentType === 'string'
    ) {
      answers.set(state.key, { tick: state.tick, body: payload, contentType, freshUntil });
    }
    done(null, payload);
  };

  return { hooks: { onRequest, onSend }, clear: () => answers.clear() };
}
