import { deletedUserName } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions, accounts, sessions, users, verifications } from '../../db/schema';

/**
 * Anonymizes the account inside the caller's transaction (decision 013): the row stays so that
 * everything other members see (posts, offers, orders, group history) keeps its author, but nothing
 * personal remains and nobody can sign in to it. The e-mail becomes a unique, undeliverable
 * address so the real one can register again.
 */
export async function anonymizeUser(tx: Db, userId: string, reason: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name: deletedUserName,
      username: null,
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: false,
      image: null,
      phone: '',
      company: '',
      tags: '',
      primeRole: null,
      isAdmin: false,
      isNotificationEnabled: false,
      isOfferReportEnabled: false,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  // Pending password-reset tokens name the user id as their value.
  await tx.delete(verifications).where(eq(verifications.value, userId));
  await tx.insert(accountDeletions).values({ userId, reason });
}
