import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activationTokens, users } from '../../db/schema';

export type ActivationRow = typeof activationTokens.$inferSelect;

export async function insertActivationToken(
  db: Db,
  values: typeof activationTokens.$inferInsert,
): Promise<void> {
  await db.insert(activationTokens).values(values);
}

export async function findActivationByHash(
  db: Db,
  tokenHash: string,
): Promise<ActivationRow | undefined> {
  const [row] = await db
    .select()
    .from(activationTokens)
    .where(eq(activationTokens.tokenHash, tokenHash));
  return row;
}

/** Claims the token; false when another request used it first. */
export async function markActivationUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(activationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(activationTokens.id, id), isNull(activationTokens.usedAt)))
    .returning({ id: activationTokens.id });
  return rows.length > 0;
}

/** Undoes a half-made account (nothing refers to it yet); sessions and accounts cascade. */
export async function deleteNewUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
