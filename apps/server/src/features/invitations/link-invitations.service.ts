import { createHash, randomBytes } from 'node:crypto';
import { personSummary } from '../../content/photo-refs';
import {
  errorMessages,
  type CreateLinkInvitationResponse,
  type GroupLinkInvitation,
  type GroupResponse,
  type LinkInvitation,
} from '@kozos/contract';
import { requireGroupAdmin } from '../../access/group-access';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { joinGroup } from '../groups';
import { settleMyEmailInvitations } from './email-invitations.service';
import {
  countLinkInvitationUse,
  deleteLinkInvitation,
  deleteLinkInvitationsOfGroup,
  findLinkInvitationByHash,
  insertLinkInvitation,
  isKickedFrom,
  listLiveLinkInvitations,
  type LinkInvitationView,
} from './invitations.repository';

/** A shared link (or QR code) stays valid this long (decision 014). */
export const linkInvitationLifetimeMs = 14 * 24 * 3600 * 1000;

/** 32 random bytes: 256 bits, far beyond guessing; only the sha-256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function linkInvitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/?inv=${encodeURIComponent(token)}`;
}

/** POST /api/Invitation/{groupId}/Link: admins only; each call makes a fresh link. */
export async function createLinkInvitation(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  publicUrl: string,
): Promise<CreateLinkInvitationResponse> {
  await requireGroupAdmin(db, viewer, groupId);
  const token = newToken();
  const row = await insertLinkInvitation(db, {
    groupId,
    tokenHash: hashToken(token),
    createdBy: viewer.id,
    expiresAt: new Date(Date.now() + linkInvitationLifetimeMs),
  });
  return {
    id: row.id,
    token,
    url: linkInvitationUrl(publicUrl, token),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The token is the credential: any signed-in holder may see which group it opens. Unknown
 * (revoked, or its group deleted) is 404 `invalid_token`; expired, or its creator no longer an
 * admin, is 410 `invitation_expired`, so the card can say "ask for a new link".
 */
async function findUsableLinkInvitation(db: Db, token: string): Promise<LinkInvitationView> {
  const view = await findLinkInvitationByHash(db, hashToken(token));
  if (!view) throw notFound(errorMessages.invalidToken);
  if (view.invitation.expiresAt.getTime() <= Date.now() || !view.creatorIsAdmin) {
    throw new AppError(410, errorMessages.invitationExpired);
  }
  return view;
}

export async function readLinkInvitation(db: Db, token: string): Promise<LinkInvitation> {
  const view = await findUsableLinkInvitation(db, token);
  return {
    id: view.invitation.id,
    group: view.group,
    createdBy: personSummary(view.createdBy),
    expiresAt: view.invitation.expiresAt.toISOString(),
  };
}

/**
 * POST /api/Invitation/EnterByLink/{token}: the link stays usable for others after a join.
 * Someone kicked from the group is refused (403 `removed_from_group`) by every link, old or new,
 * until they accept an e-mail invitation (decision 014).
 */
export async function enterByLink(
  db: Db,
  viewer: CurrentUser,
  token: string,
): Promise<GroupResponse> {
  const view = await findUsableLinkInvitation(db, token);
  return joinAsInvited(db, viewer, view.group.id, (tx) =>
    countLinkInvitationUse(tx, view.invitation.id),
  );
}

/**
 * Joins a group through an invitation meant for many (a link, an access code): refused with 403
 * `removed_from_group` to someone kicked from the group until they accept an e-mail invitation
 * (decision 014); pending e-mail invitations of the joiner's address to it are settled.
 * `countUse` runs in the joining transaction, after the membership row: throwing undoes the join.
 */
export async function joinAsInvited(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  countUse: (tx: Db) => Promise<void>,
): Promise<GroupResponse> {
  if (await isKickedFrom(db, groupId, viewer.id)) throw forbidden(errorMessages.removedFromGroup);
  return joinGroup(db, viewer, groupId, async (tx) => {
    await countUse(tx);
    await settleMyEmailInvitations(tx, viewer, groupId);
  });
}

/** GET /api/Invitation/{groupId}/Link: the links that still work (admins only). */
export async function listGroupLinkInvitations(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<GroupLinkInvitation[]> {
  await requireGroupAdmin(db, viewer, groupId);
  const rows = await listLiveLinkInvitations(db, groupId, new Date());
  return rows.map(({ invitation, createdBy }) => ({
    id: invitation.id,
    createdBy: personSummary(createdBy),
    creationTime: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    uses: invitation.useCount,
  }));
}

/** DELETE /api/Invitation/{groupId}/Link/{id}: revokes one link (admins only); unknown is 404. */
export async function revokeLinkInvitation(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  id: string,
): Promise<void> {
  await requireGroupAdmin(db, viewer, groupId);
  if (!(await deleteLinkInvitation(db, groupId, id))) throw notFound();
}

/** DELETE /api/Invitation/{groupId}/Link: revokes every link of the group (admins only). */
export async function revokeAllLinkInvitations(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<number> {
  await requireGroupAdmin(db, viewer, groupId);
  return deleteLinkInvitationsOfGroup(db, groupId);
}
