import { createHash, randomBytes } from 'node:crypto';
import {
  errorMessages,
  type CreateLinkInvitationResponse,
  type GroupResponse,
  type LinkInvitation,
} from '@kozos/contract';
import { requireGroupAdmin } from '../../access/group-access';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { joinGroup } from '../groups';
import { settleMyEmailInvitations } from './email-invitations.service';
import {
  findLinkInvitationByHash,
  insertLinkInvitation,
  type InvitationView,
  type LinkInvitationRow,
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
    token,
    url: linkInvitationUrl(publicUrl, token),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The token is the credential: any signed-in holder may see which group it opens. Unknown
 * (or its group deleted) is 404 `invalid_token`; expired is 410 `invitation_expired`, so the
 * card can say "ask for a new link" rather than "this link is wrong".
 */
async function findUsableLinkInvitation(
  db: Db,
  token: string,
): Promise<InvitationView<LinkInvitationRow>> {
  const view = await findLinkInvitationByHash(db, hashToken(token));
  if (!view) throw notFound(errorMessages.invalidToken);
  if (view.invitation.expiresAt.getTime() <= Date.now()) {
    throw new AppError(410, errorMessages.invitationExpired);
  }
  return view;
}

export async function readLinkInvitation(db: Db, token: string): Promise<LinkInvitation> {
  const view = await findUsableLinkInvitation(db, token);
  return {
    id: view.invitation.id,
    group: view.group,
    createdBy: view.createdBy,
    expiresAt: view.invitation.expiresAt.toISOString(),
  };
}

/** POST /api/Invitation/EnterByLink/{token}: the link stays usable for others after a join. */
export async function enterByLink(
  db: Db,
  viewer: CurrentUser,
  token: string,
): Promise<GroupResponse> {
  const view = await findUsableLinkInvitation(db, token);
  return joinGroup(db, viewer, view.group.id, (tx) =>
    settleMyEmailInvitations(tx, viewer, view.group.id),
  );
}
