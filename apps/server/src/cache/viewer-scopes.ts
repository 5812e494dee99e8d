import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { groupScope, userScope, type WriteScope } from '../db/write-scope';

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
