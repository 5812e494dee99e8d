import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * What a write may change (decision 043). Cached answers (cache/) stay valid while none of the
 * scopes they depend on was written, so a write names its scopes and the data layer announces
 * them when it commits (db/write-watch.ts). A write that names none changes "everything": that
 * is the default, so a forgotten scope costs speed, never correctness.
 */

/**
 * A group's content and settings, or a person: their profile, sessions and memberships; or the
 * published texts of the translation editor (`texts`), which the server's text store follows.
 */
export type WriteScope = `group:${string}` | `user:${string}` | 'texts';

export const groupScope = (id: string): WriteScope => `group:${id}`;
export const userScope = (id: string): WriteScope => `user:${id}`;
export const textsScope: WriteScope = 'texts';

/** What committed writes may have changed: some scopes, or everything. */
export type Changed = readonly WriteScope[] | 'everything';

const named = new AsyncLocalStorage<ReadonlySet<WriteScope>>();

/**
 * Runs `work` with every write it makes (through the app's database, including transactions it
 * opens) naming `scopes`, on top of any scopes named around it. The scopes are a promise: the
 * writes change nothing a cached answer outside them shows. No scopes means everything.
 */
export function writesTo<T>(scopes: Iterable<WriteScope>, work: () => PromiseLike<T>): Promise<T> {
  const all = new Set(named.getStore());
  for (const scope of scopes) all.add(scope);
  // Awaited inside: a Drizzle query is a lazy thenable that runs only when awaited.
  return named.run(all, async () => await work());
}

const uncached = new AsyncLocalStorage<true>();

/**
 * Runs `work`, whose writes change nothing any cached answer shows (the rate-limit counters,
 * decision 152): they are neither reported to this instance's caches nor announced to others.
 */
export function writesNothingCached<T>(work: () => PromiseLike<T>): Promise<T> {
  return uncached.run(true, async () => await work());
}

/** What a write made here and now changes; an empty list when it changes nothing cached. */
export function currentChange(): Changed {
  if (uncached.getStore()) return [];
  const scopes = named.getStore();
  return scopes && scopes.size > 0 ? [...scopes] : 'everything';
}

/*
 * Announcements between instances (NOTIFY payloads): the writer's origin, then its scopes or
 * `*`. PostgreSQL refuses payloads of 8000 bytes or more; a longer list is sent as everything.
 */
const payloadLimit = 7_900;

export function encodeAnnouncement(origin: string, changed: Changed): string {
  const body = changed === 'everything' ? '*' : changed.join(' ');
  return body.length + origin.length + 1 > payloadLimit ? `${origin} *` : `${origin} ${body}`;
}

export function decodeAnnouncement(payload: string): { origin: string; changed: Changed } {
  const [origin = '', ...rest] = payload.split(' ');
  const scopes = rest.filter((scope): scope is WriteScope =>
    /^(?:(?:group|user):\S+|texts)$/.test(scope),
  );
  // Anything we cannot read (another version's format) counts as everything.
  if (rest.length === 0 || scopes.length !== rest.length) return { origin, changed: 'everything' };
  return { origin, changed: scopes };
}
