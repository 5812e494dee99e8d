import { errorMessages, type DeleteUserBody } from '@kozos/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Auth } from '../../identity/auth';
import type { CurrentUser } from '../../identity/current-user';
import {
  assertCanLeaveAllGroups,
  removeMembershipsOfDeletedUser,
} from '../groups/memberships.service';
import { anonymizeUser } from './account-deletion.repository';

/*
 * The last admin of a group must promote someone before leaving (spec §4, §6), and deleting
 * an account leaves every group: 409 `last_admin_must_hand_over` otherwise. The rule lives with
 * the groups; re-exported here where the identity issue left the hook.
 */
export { assertCanLeaveAllGroups };

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
  await assertCanLeaveAllGroups(db, viewer.id);
  await anonymizeUser(db, viewer.id, body.reason ?? '');
  await removeMembershipsOfDeletedUser(db, viewer.id);
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
