import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { groupScope, userScope, type WriteScope } from '../db/write-scope';
import type { WriteClock } from './write-clock';

/**
 * What an answer about "my groups" depends on (decision 043): the caller as a person (their
 * session, profile and which groups they are in) and each of their groups. Read after the
 * answer was computed, which is safe: had the caller's groups changed since the clock was
 * read, their own scope would have ticked and the answer would never be served.
 */
export async function scopesOfViewer(db: Db, userId: string): Promise<WriteScope[]> {
  const rows = await db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return [userScope(userId), ...rows.map((row) => groupScope(row.groupId))];
}

/**
 * The bytes of remembered scopes per process (decision 233): bounded by bytes, not by viewers,
 * since one viewer's list grows with their groups. A viewer not remembered is just read again.
 */
const rememberedBytes = 8 * 1024 * 1024;

/** What one viewer's entry holds: its key, the scope strings (as UTF-16) and their array. */
function sizeOf(scopes: readonly string[], userId: string): number {
  let bytes = 64 + userId.length * 2;
  for (const scope of scopes) bytes += 32 + scope.length * 2;
  return bytes;
}

/**
 * {@link scopesOfViewer}, remembered per viewer while the clock shows no write of the viewer's
 * own scope since they were read (decision 148): joining, leaving or being removed from a group
 * names the person, so their list is read again at once. A group deleted meanwhile stays in the
 * list until then, which only makes an answer depend on one scope more.
 */
export function rememberedScopesOfViewer(db: Db, clock: WriteClock, maxBytes = rememberedBytes) {
  const remembered = new LRUCache<string, { stamp: number; scopes: WriteScope[] }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, userId) => sizeOf(entry.scopes, userId),
  });
  return async (userId: string): Promise<readonly WriteScope[]> => {
    const known = remembered.get(userId);
    if (known && clock.reliable() && clock.unchangedSince(known.stamp, [userScope(userId)]))
      return known.scopes;
    const stamp = clock.now();
    const scopes = await scopesOfViewer(db, userId);
    remembered.set(userId, { stamp, scopes });
    return scopes;
  };
}
