import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createResponseCache, type ResponseCache } from './response-cache';
import { rememberedScopesOfViewer } from './viewer-scopes';
import { createWriteClock, type WriteClock } from './write-clock';

/** Cached feed answers are none older than a minute (decision 016). */
const maxAgeMs = 60_000;

/**
 * The app's write clock, ticked by every write committed through the database (decision 043),
 * not by requests, and the response cache it keeps fresh, holding at most `maxBytes` of answers
 * (RESPONSE_CACHE_BYTES, decision 233); the clock closes with the app.
 */
export function createAppCache(
  app: FastifyInstance,
  database: Database,
  maxBytes: number,
): { clock: WriteClock; cache: ResponseCache } {
  const clock = createWriteClock(database, app.log);
  app.addHook('onClose', () => clock.close());
  const cache = createResponseCache(app, clock, {
    maxBytes,
    maxAgeMs,
    scopesOfViewer: rememberedScopesOfViewer(database.db, clock),
  });
  return { clock, cache };
}
