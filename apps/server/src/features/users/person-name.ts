import { deletedUserName, personName } from '@kozos/contract';
import type { Db } from '../../db/client';
import { findUserById } from './users.repository';

/**
 * How a person is named in notification variables and mails, by the contract's one rule. The
 * reader's client translates nothing in these texts, so a gone account is the stored word.
 */
export async function displayNameOf(db: Db, userId: string): Promise<string> {
  return personName(await findUserById(db, userId), deletedUserName);
}
