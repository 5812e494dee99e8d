import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { WriteScope } from '../db/write-scope';
import { createResponseCache, type ResponseCache } from './response-cache';
import { rememberedScopesOfViewer } from './viewer-scopes';
import { createWriteClock, type WriteClock } from './write-clock';

/** Cached feed answers are none older than a minute (decision 016). */
const maxAgeMs = 60_000;

/**
 * The app's write clock, ticked by every write committed through the database (decision 043),
 * not by requests, the response cache it keeps fresh, holding at most `maxBytes` of answers
 * (RESPONSE_CACHE_BYTES, decision 233), and the viewers' remembered scopes (148), which the photo
 * variants' access answers also depend on (226); the clock closes with the app.
 */
export function createAppCache(
  app: FastifyInstance,
  database: Database,
  maxBytes: number,
): {
  clock: WriteClock;
  cache: ResponseCache;
  scopesOfViewer: (userId: string) => Promise<readonly WriteScope[]>;
} {
  const clock = createWriteClock(database, app.log);
  app.addHook('onClose', () => clock.close());
  const scopesOfViewer = rememberedScopesOfViewer(database.db, clock);
  const cache = createResponseCache(app, clock, { maxBytes, maxAgeMs, scopesOfViewer });
  return { clock, cache, scopesOfViewer };
}
