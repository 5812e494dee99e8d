import {
  errorMessages,
  type CreateGroupBody,
  type GroupListItem,
  type GroupListQuery,
  type GroupResponse,
  type PatchGroupBody,
} from '@kozos/contract';
import { requireGroupAdmin, requireGroupMember } from '../../access/group-access';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groupScope, userScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { notify } from '../../notifications/notify';
import { displayNameOf } from '../../people/person-name';
import { listGroupsOfUser, listMemberPreviews } from './group-list.repository';
import {
  deleteGroupRow,
  insertGroupWithAdmin,
  listMemberIds,
  listMembers,
  lockGroup,
  updateGroup,
  type GroupRow,
  type MembershipRow,
} from './groups.repository';

/** The group as its member `membership` sees it: every member, admins first. */
export async function toGroupResponse(
  db: Db,
  group: GroupRow,
  membership: Pick<MembershipRow, 'id' | 'isAdmin'>,
): Promise<GroupResponse> {
  const members = await listMembers(db, group.id);
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    creationTime: group.createdAt.toISOString(),
    memberships: members.map((member) => ({
      id: member.membershipId,
      user: personSummary(member.user),
      isAdmin: member.isAdmin,
      joinedAt: member.joinedAt.toISOString(),
    })),
    myMembership: { id: membership.id, isAdmin: membership.isAdmin },
  };
}

/** GET /api/Group: only the caller's groups; two queries whatever the page size. */
export async function listMyGroups(
  db: Db,
  viewer: CurrentUser,
  query: GroupListQuery,
): Promise<GroupListItem[]> {
  const rows = await listGroupsOfUser(db, viewer.id, query);
  const previews = await listMemberPreviews(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    creationTime: row.createdAt.toISOString(),
    memberCount: row.memberCount,
    memberPreview: previews
      .filter((preview) => preview.groupId === row.id)
      .map(({ id, name, username, avatar }) => personSummary({ id, name, username, avatar })),
    myMembership: { id: row.myMembershipId, isAdmin: row.myIsAdmin },
  }));
}

export async function getGroup(db: Db, viewer: CurrentUser, id: string): Promise<GroupResponse> {
  const { group, membership } = await requireGroupMember(db, viewer, id);
  return toGroupResponse(db, group, membership);
}

/** The creator becomes the group's first admin (spec §6). */
export async function createGroup(
  db: Db,
  viewer: CurrentUser,
  body: CreateGroupBody,
): Promise<GroupResponse> {
  // A new group is in no cached answer yet; the creator's list of groups changes.
  const group = await writesTo([userScope(viewer.id)], () =>
    insertGroupWithAdmin(db, {
      name: body.name,
      description: body.description ?? '',
      createdBy: viewer.id,
    }),
  );
  return getGroup(db, viewer, group.id);
}

/** PATCH /api/Group/{id}: admins only; every other member hears about it. */
export async function editGroup(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: PatchGroupBody,
): Promise<GroupResponse> {
  await requireGroupAdmin(db, viewer, id);
  if (body.name === undefined && body.description === undefined) return getGroup(db, viewer, id);
  await writesTo([groupScope(id)], () => updateGroup(db, id, body));
  const response = await getGroup(db, viewer, id);
  const others = (await listMemberIds(db, id)).filter((userId) => userId !== viewer.id);
  await notify(db, others, {
    type: 'GROUP_DETAILS_EDITED',
    variables: { groupName: response.name, userName: await displayNameOf(db, viewer.id) },
    path: `/groups/${id}/details`,
  });
  return response;
}

/** Only the last admin may delete, and only a group of at most 2 members (spec §5, §6). */
export const maxMembersToDelete = 2;

export async function deleteGroup(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  await requireGroupAdmin(db, viewer, id);
  // Every member's answers depend on the group: its scope covers them all.
  await writesTo([groupScope(id)], () => deleteGroupInTransaction(db, viewer, id));
}

async function deleteGroupInTransaction(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Re-checked under the lock: someone may have joined or been promoted meanwhile.
    const group = await lockGroup(tx, id);
    if (!group) return;
    const members = await listMembers(tx, id);
    if (!members.some((m) => m.user.id === viewer.id && m.isAdmin)) throw forbidden();
    if (members.length > maxMembersToDelete) throw conflict(errorMessages.groupTooLargeToDelete);
    const otherAdmin = members.some((m) => m.isAdmin && m.user.id !== viewer.id);
    if (otherAdmin) throw conflict(errorMessages.onlyLastAdminCanDelete);
    await deleteGroupRow(tx, id);
  });
}
