import { deletedUserName, personName } from '@kozos/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';

/*
 * How a person is named outside the browser, by the contract's one rule (decision 033). It lives
 * beside access/, importing no feature, so any feature may name people without depending on the
 * users feature (which depends on groups: the loop issue 24 broke).
 */

/**
 * A person's name in notification variables and mails. The reader's client translates nothing in
 * these texts, so a gone account is the stored word.
 */
export async function displayNameOf(db: Db, userId: string): Promise<string> {
  const [person] = await db
    .select({ name: users.name, username: users.username, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return personName(person, deletedUserName);
}
