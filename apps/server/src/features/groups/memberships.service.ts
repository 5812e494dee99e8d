import { errorMessages, type GroupResponse, type MembershipActionBody } from '@kozos/contract';
import { requireGroupAdmin } from '../../access/group-access';
import type { Db } from '../../db/client';
import { groupScope, userScope, writesTo, type WriteScope } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { notify } from '../../notifications/notify';
import { displayNameOf } from '../../people/person-name';
import {
  deleteMembership,
  deleteMembershipsOfUser,
  findGroupsOnlyAdminedBy,
  findMembership,
  findMembershipById,
  insertMembership,
  listAdminIds,
  listMembers,
  lockGroup,
  lockGroupsOfUser,
  recordKick,
  setMembershipAdmin,
} from './groups.repository';
import { getGroup } from './groups.service';

const lastAdminMustHandOver = () => conflict(errorMessages.lastAdminMustHandOver);
// Spec §5 lists it with the other refusals (already a member, already invited): a 409.
const notYetJoined = () => conflict(errorMessages.notYetJoined);
/** A membership change: the group's answers and the person's list of groups (decision 043). */
const membershipOf = (groupId: string, userId: string): WriteScope[] => [
  groupScope(groupId),
  userScope(userId),
];

/**
 * POST /api/Membership/{id}/Leave: only one's own membership. The last admin must promote
 * someone first (spec §4); a sole member is refused too, since deleting the group is what
 * they mean (and leaving would strand it without members).
 */
export async function leaveGroup(db: Db, viewer: CurrentUser, membershipId: string) {
  const membership = await findMembershipById(db, membershipId);
  if (!membership) throw notFound();
  if (membership.userId !== viewer.id) throw forbidden();
  const { groupId } = membership;
  const group = await writesTo(membershipOf(groupId, viewer.id), () =>
    db.transaction(async (tx) => {
      // Under the lock, so two admins leaving at once cannot both be "not the last".
      const locked = await lockGroup(tx, groupId);
      const members = await listMembers(tx, groupId);
      const me = members.find((member) => member.membershipId === membershipId);
      if (!locked || !me) throw notFound();
      const otherAdmins = members.filter((m) => m.isAdmin && m.membershipId !== membershipId);
      if (me.isAdmin && otherAdmins.length === 0) throw lastAdminMustHandOver();
      await deleteMembership(tx, membershipId);
      return locked;
    }),
  );
  await notify(db, await listAdminIds(db, groupId), {
    type: 'USER_LEFT_GROUP',
    variables: { groupName: group.name, userName: await displayNameOf(db, viewer.id) },
    path: `/groups/${groupId}/details`,
  });
}

/** POST /api/Membership/Promote: admins only; promoting an admin again changes nothing. */
export async function promoteMember(
  db: Db,
  viewer: CurrentUser,
  body: MembershipActionBody,
): Promise<GroupResponse> {
  await requireGroupAdmin(db, viewer, body.groupId);
  const target = await findMembership(db, body.groupId, body.userId);
  if (!target) throw notYetJoined();
  if (!target.isAdmin)
    await writesTo(membershipOf(body.groupId, body.userId), () =>
      setMembershipAdmin(db, target.id),
    );
  return getGroup(db, viewer, body.groupId);
}

/** POST /api/Membership/Kick: admins only, and admins cannot be kicked (spec §6). */
export async function kickMember(
  db: Db,
  viewer: CurrentUser,
  body: MembershipActionBody,
): Promise<GroupResponse> {
  await requireGroupAdmin(db, viewer, body.groupId);
  const group = await writesTo(membershipOf(body.groupId, body.userId), () =>
    db.transaction(async (tx) => {
      // Under the lock, so the target cannot be promoted between the check and the removal.
      const locked = await lockGroup(tx, body.groupId);
      const target = await findMembership(tx, body.groupId, body.userId);
      if (!locked || !target) throw notYetJoined();
      if (target.isAdmin) throw conflict(errorMessages.cannotKickAdmin);
      await deleteMembership(tx, target.id);
      await recordKick(tx, body.groupId, body.userId);
      return locked;
    }),
  );
  await notify(db, [body.userId], {
    type: 'KICKED_FROM_GROUP',
    variables: { groupName: group.name },
    path: '/',
  });
  return getGroup(db, viewer, body.groupId);
}

/**
 * Account deletion leaves every group, so it is refused (409) while the user is the last admin
 * of a group that has other members (spec §4). Runs in the deletion's transaction: the groups
 * stay locked until it commits, so a co-admin leaving at the same moment cannot strand one.
 */
export async function lockGroupsForAccountDeletion(tx: Db, userId: string): Promise<void> {
  await lockGroupsOfUser(tx, userId);
  const stranded = await findGroupsOnlyAdminedBy(tx, userId);
  if (stranded.length > 0) throw lastAdminMustHandOver();
}

/**
 * In the same transaction, after the account is anonymized: its memberships go, and a group
 * it was the sole member of goes with it. No USER_LEFT_GROUP is sent: the account is
 * anonymized by then, so the text would name "Deleted user", which tells the admins nothing.
 */
export async function removeMembershipsOfDeletedUser(tx: Db, userId: string): Promise<void> {
  await deleteMembershipsOfUser(tx, userId);
}

/**
 * Joins the caller to a group (both kinds of invitation end here). `alsoInTransaction` lets the
 * invitation settle itself atomically with the join; the admins are told afterwards.
 */
export async function joinGroup(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  alsoInTransaction: (tx: Db) => Promise<void>,
): Promise<GroupResponse> {
  const group = await writesTo(membershipOf(groupId, viewer.id), () =>
    db.transaction(async (tx) => {
      const locked = await lockGroup(tx, groupId);
      if (!locked) throw notFound();
      if (await findMembership(tx, groupId, viewer.id)) throw conflict(errorMessages.alreadyMember);
      await insertMembership(tx, { groupId, userId: viewer.id });
      await alsoInTransaction(tx);
      return locked;
    }),
  );
  const admins = (await listAdminIds(db, groupId)).filter((userId) => userId !== viewer.id);
  await notify(db, admins, {
    type: 'USER_JOINED_GROUP',
    variables: { groupName: group.name, userName: await displayNameOf(db, viewer.id) },
    path: `/groups/${groupId}/details`,
  });
  return getGroup(db, viewer, groupId);
}
