import { errorMessages, type DeleteUserBody } from '@kozos/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Auth } from '../../identity/auth';
import type { CurrentUser } from '../../identity/current-user';
import { lockGroupsForAccountDeletion, removeMembershipsOfDeletedUser } from '../groups';
import { deletePhotosOfDeletedUser } from '../photos';
import { anonymizeUser } from './account-deletion.repository';

/** POST /api/User/Delete: the password confirms it is really the owner (decision 013). */
export async function deleteAccount(
  auth: Auth,
  db: Db,
  viewer: CurrentUser,
  body: DeleteUserBody,
): Promise<void> {
  if (!(await isCurrentPassword(auth, viewer.id, body.password))) {
    throw new AppError(403, errorMessages.incorrectPassword, {
      password: [errorMessages.incorrectPassword],
    });
  }
  // One transaction: the last-admin check, the anonymization and leaving the groups all
  // happen, or none does (decision 013).
  await db.transaction(async (tx) => {
    await lockGroupsForAccountDeletion(tx, viewer.id);
    await anonymizeUser(tx, viewer.id, body.reason ?? '');
    await removeMembershipsOfDeletedUser(tx, viewer.id);
    await deletePhotosOfDeletedUser(tx, viewer.id);
  });
}

/**
 * Checked with Better Auth's own hashing. An account made through Google has no password; its
 * owner sets one through "forgot password" first (013).
 */
async function isCurrentPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return context.password.verify({ hash: account.password, password });
}
