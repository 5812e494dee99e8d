import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WriteScope } from '../db/write-scope';
import type { WriteClock } from './write-clock';

/*
 * Answers to repeated reads, kept while nothing they show was written since (decisions 016 and
 * 043). A feed page costs one or two database queries and their serialisation; served again it
 * costs a lookup. An answer is stored under the exact Authorization header and URL that
 * produced it, with the write clock's count read before the request did any work and the
 * scopes it depends on (the caller and their groups, plus any the route adds), and served only
 * while
 *  - none of those scopes was written since (here or on another instance),
 *  - the clock is reliable (on a server: the LISTEN connection is up),
 *  - the session would not yet be refreshed or expire (those calls go through identity), and
 *  - it is younger than `maxAgeMs` (a guard for values that change with time alone).
 * Sign-out and every other change to a session are writes of the caller's scope or of
 * everything, so a stored answer never outlives the session that was allowed to see it.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache key and the clock read before any work, or 'hit' when served from the cache. */
    cacheState: { key: string; stamp: number } | 'hit' | undefined;
  }
}

interface CachedAnswer {
  stamp: number;
  scopes: readonly string[];
  /** The answer's UTF-8 bytes: a hit sends them as they are, encoding nothing (decision 233). */
  body: Buffer;
  contentType: string;
  freshUntil: number;
}

export interface ResponseCacheOptions {
  /** The answers' bytes kept at most (bodies as UTF-8, keys as UTF-16); 0 keeps none. */
  maxBytes: number;
  maxAgeMs: number;
  /** The scopes an answer to this caller depends on (cache/viewer-scopes.ts). */
  scopesOfViewer: (userId: string) => Promise<readonly WriteScope[]>;
}

/**
 * The UTF-8 bytes of `text` in a buffer of their own: `Buffer.from` puts a short text into
 * Node's shared 8 KiB pool, which a kept answer would then hold whole.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

type CacheHooks = { onRequest: onRequestHookHandler; onSend: onSendHookHandler };

export interface ResponseCache {
  /** Route options of a cacheable GET route about the caller's groups: `{ onRequest, onSend }`. */
  hooks: CacheHooks;
  /** The same, for a route whose answers also depend on `scopesOf(request)`. */
  hooksWith(scopesOf: (request: FastifyRequest) => readonly WriteScope[]): CacheHooks;
  clear(): void;
}

export function createResponseCache(
  app: FastifyInstance,
  clock: WriteClock,
  options: ResponseCacheOptions,
): ResponseCache {
  app.decorateRequest('cacheState', undefined);
  const answers = new LRUCache<string, CachedAnswer>({
    // lru-cache wants a positive size; with 0 nothing is ever stored (`keep` below).
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (answer, key) => answer.body.length + key.length * 2 + 64,
    ttl: options.maxAgeMs,
  });

  function serve(request: FastifyRequest, reply: FastifyReply) {
    const authorization = request.headers.authorization;
    if (request.method !== 'GET' || !authorization || !clock.reliable()) return;
    const key = `${authorization}\n${request.url}`;
    const stamp = clock.now();
    const answer = answers.get(key);
    if (
      answer &&
      Date.now() < answer.freshUntil &&
      clock.unchangedSince(answer.stamp, answer.scopes)
    ) {
      request.cacheState = 'hit';
      return reply
        .header('content-type', answer.contentType)
        .header('x-cache', 'hit')
        .send(answer.body);
    }
    request.cacheState = { key, stamp };
    reply.header('x-cache', 'miss');
  }

  const onRequest: onRequestHookHandler = (request, reply, done) => {
    if (!serve(request, reply)) done();
  };

  async function keep(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    scopesOf?: (request: FastifyRequest) => readonly WriteScope[],
  ) {
    const state = request.cacheState;
    const freshUntil = request.sessionFreshUntil;
    const viewer = request.currentUser;
    const contentType = reply.getHeader('content-type');
    if (
      options.maxBytes === 0 ||
      typeof state !== 'object' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      freshUntil === undefined ||
      !viewer ||
      typeof contentType !== 'string'
    )
      return;
    try {
      const scopes = [...(await options.scopesOfViewer(viewer.id)), ...(scopesOf?.(request) ?? [])];
      answers.set(state.key, {
        stamp: state.stamp,
        scopes,
        body: ownBytes(payload),
        contentType,
        freshUntil,
      });
    } catch (error) {
      // Not kept, then: the answer itself is fine.
      request.log.warn({ err: error }, 'response cache: could not read the scopes of an answer');
    }
  }

  const hooksWith = (scopesOf?: (request: FastifyRequest) => readonly WriteScope[]) => ({
    onRequest,
    onSend: (async (request, reply, payload) => {
      await keep(request, reply, payload, scopesOf);
      return payload;
    }) satisfies onSendHookHandler,
  });

  return { hooks: hooksWith(), hooksWith, clear: () => answers.clear() };
}
