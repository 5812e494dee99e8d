import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdminSince, isMember } from '../../access/group-members';
import type { Db } from '../../db/client';
import { emailInvitations, groupKicks, groups, linkInvitations } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { personColumns } from '../../content/photo-refs';
import type { PhotoRef } from '@kozos/contract';

export type LinkInvitationRow = typeof linkInvitations.$inferSelect;
export type EmailInvitationRow = typeof emailInvitations.$inferSelect;

const creators = alias(users, 'creators');

/** An invitation with the group and inviter it shows (spec §3). */
export interface InvitationView<Row> {
  invitation: Row;
  group: { id: string; name: string; description: string };
  createdBy: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
}

const viewColumns = {
  group: { id: groups.id, name: groups.name, description: groups.description },
  createdBy: personColumns(creators, 'creators'),
};

export async function insertLinkInvitation(
  db: Db,
  values: typeof linkInvitations.$inferInsert,
): Promise<LinkInvitationRow> {
  const [row] = await db.insert(linkInvitations).values(values).returning();
  if (!row) throw new Error('insert into link_invitations returned nothing');
  return row;
}

/*
 * A link lives only while its creator is an admin of the group without a break since making it
 * (decision 014): leaving, being kicked or deleting the account ends the membership, and a later
 * return is a new membership, younger than the link.
 */
const creatorStillAdmin = isAdminSince(
  linkInvitations.groupId,
  linkInvitations.createdBy,
  linkInvitations.createdAt,
);

export type LinkInvitationView = InvitationView<LinkInvitationRow> & { creatorIsAdmin: boolean };

export async function findLinkInvitationByHash(
  db: Db,
  tokenHash: string,
): Promise<LinkInvitationView | undefined> {
  const [row] = await db
    .select({
      invitation: linkInvitations,
      ...viewColumns,
      creatorIsAdmin: creatorStillAdmin,
    })
    .from(linkInvitations)
    .innerJoin(groups, eq(groups.id, linkInvitations.groupId))
    .innerJoin(creators, eq(creators.id, linkInvitations.createdBy))
    .where(eq(linkInvitations.tokenHash, tokenHash));
  return row;
}

/** The links of a group that still work, newest first (the invite screen). */
export function listLiveLinkInvitations(db: Db, groupId: string, now: Date) {
  return db
    .select({ invitation: linkInvitations, createdBy: viewColumns.createdBy })
    .from(linkInvitations)
    .innerJoin(creators, eq(creators.id, linkInvitations.createdBy))
    .where(
      and(
        eq(linkInvitations.groupId, groupId),
        gt(linkInvitations.expiresAt, now),
        creatorStillAdmin,
      ),
    )
    .orderBy(desc(linkInvitations.createdAt), desc(linkInvitations.id));
}

/** Revokes one link of a group; false when the group has no such link. */
export async function deleteLinkInvitation(db: Db, groupId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(linkInvitations)
    .where(and(eq(linkInvitations.groupId, groupId), eq(linkInvitations.id, id)))
    .returning({ id: linkInvitations.id });
  return rows.length > 0;
}

/** Revokes every link of a group; dead ones go too, as nothing may bring them back. */
export async function deleteLinkInvitationsOfGroup(db: Db, groupId: string): Promise<number> {
  const rows = await db
    .delete(linkInvitations)
    .where(eq(linkInvitations.groupId, groupId))
    .returning({ id: linkInvitations.id });
  return rows.length;
}

export async function countLinkInvitationUse(db: Db, id: string): Promise<void> {
  await db
    .update(linkInvitations)
    .set({ useCount: sql`${linkInvitations.useCount} + 1` })
    .where(eq(linkInvitations.id, id));
}

export async function isKickedFrom(db: Db, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: groupKicks.userId })
    .from(groupKicks)
    .where(and(eq(groupKicks.groupId, groupId), eq(groupKicks.userId, userId)));
  return rows.length > 0;
}

/** Accepting an e-mail invitation lifts the kick's block on links. */
export async function forgetKick(db: Db, groupId: string, userId: string): Promise<void> {
  await db
    .delete(groupKicks)
    .where(and(eq(groupKicks.groupId, groupId), eq(groupKicks.userId, userId)));
}

/** The account registered with `email`, if any (e-mails are stored lower-case). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

export async function isEmailMemberOf(db: Db, groupId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isMember(groupId, users.id)))
    .limit(1);
  return rows.length > 0;
}

const pending = isNull(emailInvitations.acceptedAt);

/** The pending invitation of `email` to a group, expired or not. */
export async function findPendingEmailInvitation(
  db: Db,
  groupId: string,
  email: string,
): Promise<EmailInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(emailInvitations)
    .where(and(eq(emailInvitations.groupId, groupId), eq(emailInvitations.email, email), pending));
  return row;
}

export async function insertEmailInvitation(
  db: Db,
  values: typeof emailInvitations.$inferInsert,
): Promise<EmailInvitationRow> {
  const [row] = await db.insert(emailInvitations).values(values).returning();
  if (!row) throw new Error('insert into email_invitations returned nothing');
  return row;
}

function selectEmailInvitationViews(db: Db) {
  return db
    .select({ invitation: emailInvitations, ...viewColumns })
    .from(emailInvitations)
    .innerJoin(groups, eq(groups.id, emailInvitations.groupId))
    .innerJoin(creators, eq(creators.id, emailInvitations.createdBy));
}

export function findEmailInvitationView(db: Db, id: string) {
  return selectEmailInvitationViews(db)
    .where(eq(emailInvitations.id, id))
    .then((rows) => rows[0]);
}

/** Pending, unexpired invitations of one group, oldest first (the invite screen). */
export function listPendingInvitationsOfGroup(db: Db, groupId: string, now: Date) {
  return selectEmailInvitationViews(db)
    .where(and(eq(emailInvitations.groupId, groupId), pending, gt(emailInvitations.expiresAt, now)))
    .orderBy(asc(emailInvitations.createdAt), asc(emailInvitations.id));
}

/** Pending, unexpired invitations addressed to `email`, oldest first. */
export function listPendingInvitationsOfEmail(db: Db, email: string, now: Date) {
  return selectEmailInvitationViews(db)
    .where(and(eq(emailInvitations.email, email), pending, gt(emailInvitations.expiresAt, now)))
    .orderBy(asc(emailInvitations.createdAt), asc(emailInvitations.id));
}

export async function deleteEmailInvitation(db: Db, id: string): Promise<void> {
  await db.delete(emailInvitations).where(eq(emailInvitations.id, id));
}

/** Withdraws the pending invitation of `email`; false when there was none. */
export async function deletePendingEmailInvitation(
  db: Db,
  groupId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .delete(emailInvitations)
    .where(and(eq(emailInvitations.groupId, groupId), eq(emailInvitations.email, email), pending))
    .returning({ id: emailInvitations.id });
  return rows.length > 0;
}

/** Joining by any way settles every pending invitation of that address to the group. */
export async function markEmailInvitationsAccepted(
  db: Db,
  groupId: string,
  email: string,
): Promise<void> {
  await db
    .update(emailInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(emailInvitations.groupId, groupId), eq(emailInvitations.email, email), pending));
}

/** The e-mail invitations sent to a user's address, oldest first (their data export). */
export function listEmailInvitationsTo(db: Db, userId: string) {
  return db
    .select({
      group: groups.name,
      invitedBy: { name: creators.name, username: creators.username },
      createdAt: emailInvitations.createdAt,
      acceptedAt: emailInvitations.acceptedAt,
    })
    .from(emailInvitations)
    .innerJoin(users, eq(users.email, emailInvitations.email))
    .innerJoin(groups, eq(groups.id, emailInvitations.groupId))
    .innerJoin(creators, eq(creators.id, emailInvitations.createdBy))
    .where(eq(users.id, userId))
    .orderBy(asc(emailInvitations.createdAt), asc(emailInvitations.id));
}

/** The invitation links a user made, oldest first (their data export). */
export function listLinkInvitationsMadeBy(db: Db, userId: string) {
  return db
    .select({
      group: groups.name,
      createdAt: linkInvitations.createdAt,
      expiresAt: linkInvitations.expiresAt,
      uses: linkInvitations.useCount,
    })
    .from(linkInvitations)
    .innerJoin(groups, eq(groups.id, linkInvitations.groupId))
    .where(eq(linkInvitations.createdBy, userId))
    .orderBy(asc(linkInvitations.createdAt), asc(linkInvitations.id));
}
