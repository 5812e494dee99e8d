import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findUserById } from '../users/users.repository';
import {
  findGroupById,
  findMembership,
  type GroupRow,
  type MembershipRow,
} from './groups.repository';

/*
 * Who may do what in a group (spec §6). A group that does not exist is 404; one that exists but
 * the caller does not belong to is 403, so nobody reads anything of a group they are not in.
 * The site-wide admin flag gives no rights inside groups.
 */

export interface GroupAccess {
  group: GroupRow;
  membership: MembershipRow;
}

export async function requireGroupMember(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<GroupAccess> {
  const group = await findGroupById(db, groupId);
  if (!group) throw notFound();
  const membership = await findMembership(db, groupId, viewer.id);
  if (!membership) throw forbidden();
  return { group, membership };
}

/** Editing, inviting, promoting, kicking and deleting are for the group's admins. */
export async function requireGroupAdmin(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<GroupAccess> {
  const access = await requireGroupMember(db, viewer, groupId);
  if (!access.membership.isAdmin) throw forbidden();
  return access;
}

/** How a person is named in notification texts: their name, else their username. */
export async function displayNameOf(db: Db, userId: string): Promise<string> {
  const user = await findUserById(db, userId);
  return user?.name || user?.username || '';
}
