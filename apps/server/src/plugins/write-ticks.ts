import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteClock } from '../cache/write-clock';

/** Requests that may change data: every method but the safe ones, and the identity routes
 * (Better Auth also writes on GET: e-mail verification, OAuth callbacks). */
function mayWrite(request: FastifyRequest): boolean {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return true;
  return request.url.startsWith('/api/auth/');
}

/**
 * Ticks the write clock as each request that may have written is answered, before the answer
 * leaves: by the time a client sees its write confirmed, no cached read predates it (decision
 * 016). Handlers have committed by then; work a request leaves running in the background must
 * tick the clock itself if it changes anything a cached read shows.
 */
export const writeTicksPlugin = fp(
  (app: FastifyInstance, options: { clock: WriteClock }, done: (error?: Error) => void) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!mayWrite(request)) return payload;
      try {
        await options.clock.tick();
      } catch (error) {
        request.log.warn({ err: error }, 'write clock: could not announce a write');
      }
      return payload;
    });
    app.addHook('onClose', () => options.clock.close());
    done();
  },
  { name: 'kozos-write-ticks' },
);
