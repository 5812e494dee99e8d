import { errorMessages, type EmailInvitation, type GroupResponse } from '@kozos/contract';
import { personSummary } from '../../content/photo-refs';
import type { FastifyBaseLogger } from 'fastify';
import { requireGroupAdmin } from '../../access/group-access';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import type { Mailer } from '../../mail/mailer';
import type { TextStore } from '../../texts/text-store';
import type { InvitationLimits } from './invitation-limits';
import { activationMail } from '../../mail/templates';
import { notify } from '../../notifications/notify';
import { createActivationToken } from '../activation';
import { joinGroup } from '../groups';
import { displayNameOf } from '../../people/person-name';
import { findUserById } from '../users';
import {
  deleteEmailInvitation,
  deletePendingEmailInvitation,
  findEmailInvitationView,
  findPendingEmailInvitation,
  findUserByEmail,
  forgetKick,
  insertEmailInvitation,
  isEmailMemberOf,
  listPendingInvitationsOfEmail,
  listPendingInvitationsOfGroup,
  markEmailInvitationsAccepted,
  type EmailInvitationRow,
  type InvitationView,
} from './invitations.repository';

/** An e-mail invitation waits this long for its addressee (decision 014). */
export const emailInvitationLifetimeMs = 30 * 24 * 3600 * 1000;

export interface InvitationMailing {
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  logger: FastifyBaseLogger;
  limits: InvitationLimits;
}

export function toEmailInvitation(view: InvitationView<EmailInvitationRow>): EmailInvitation {
  return {
    id: view.invitation.id,
    email: view.invitation.email,
    group: view.group,
    createdBy: personSummary(view.createdBy),
    creationTime: view.invitation.createdAt.toISOString(),
  };
}

/**
 * The caller's address as invitations see it: only a verified one, so nobody reads or accepts
 * invitations by registering someone else's address without confirming it.
 */
async function verifiedEmailOf(db: Db, viewer: CurrentUser): Promise<string | undefined> {
  const user = await findUserById(db, viewer.id);
  return user?.emailVerified ? user.email.toLowerCase() : undefined;
}

/**
 * POST /api/Invitation/{groupId}/Email. A verified account gets an INVITED_TO_GROUP
 * notification; an unknown address gets a mail with an /activate link, after which the
 * invitation waits for the new account; an unverified account gets neither (it sees the
 * invitation once it verifies, and must not receive a second way to create an account).
 * Inviting the same address to the same group again within a day (say after withdrawing it)
 * stores the invitation but sends nothing new; past the limits it is 429 (decision 055).
 */
export async function inviteByEmail(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  email: string,
  mailing: InvitationMailing,
): Promise<EmailInvitation> {
  const { group } = await requireGroupAdmin(db, viewer, groupId);
  if (await isEmailMemberOf(db, groupId, email)) throw conflict(errorMessages.alreadyMember);
  const admission = await mailing.limits.admit(viewer.id, groupId, email);
  const invitation = await insertPendingInvitation(db, viewer, groupId, email);
  await admission.commit();
  if (admission.deliver) await deliverInvitation(db, viewer, { groupId, group, email }, mailing);
  const view = await findEmailInvitationView(db, invitation.id);
  if (!view) throw notFound();
  return toEmailInvitation(view);
}

/** The notification, or the mail to create an account (see inviteByEmail). */
async function deliverInvitation(
  db: Db,
  viewer: CurrentUser,
  { groupId, group, email }: { groupId: string; group: { name: string }; email: string },
  mailing: InvitationMailing,
): Promise<void> {
  const invitee = await findUserByEmail(db, email);
  const inviterName = await displayNameOf(db, viewer.id);
  if (invitee?.emailVerified) {
    await notify(db, [invitee.id], {
      type: 'INVITED_TO_GROUP',
      variables: { groupName: group.name, userName: inviterName },
      path: '/invitations',
    });
  } else if (!invitee) {
    const invite = { groupId, groupName: group.name, email, inviterName };
    await sendActivationMail(db, viewer, invite, mailing);
  }
}

/** 409 `already_invited` while an unexpired one is pending; an expired one is replaced. */
async function insertPendingInvitation(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  email: string,
): Promise<EmailInvitationRow> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findPendingEmailInvitation(tx, groupId, email);
      if (existing && existing.expiresAt.getTime() > Date.now()) {
        throw conflict(errorMessages.alreadyInvited);
      }
      if (existing) await deleteEmailInvitation(tx, existing.id);
      return insertEmailInvitation(tx, {
        groupId,
        email,
        createdBy: viewer.id,
        expiresAt: new Date(Date.now() + emailInvitationLifetimeMs),
      });
    });
  } catch (error) {
    // A second admin invited the same address at the same moment.
    if (isUniqueViolation(error)) throw conflict(errorMessages.alreadyInvited);
    throw error;
  }
}

/**
 * In the inviter's language: they know the invitee. Sent in the background like identity's
 * mails; a mail server hiccup is logged, and the admin can withdraw and invite again.
 */
async function sendActivationMail(
  db: Db,
  viewer: CurrentUser,
  invite: { groupId: string; groupName: string; email: string; inviterName: string },
  { mailer, texts, publicUrl, logger }: InvitationMailing,
): Promise<void> {
  const inviter = await findUserById(db, viewer.id);
  const token = await createActivationToken(db, {
    email: invite.email,
    invitedBy: viewer.id,
    groupId: invite.groupId,
  });
  const mail = activationMail(await texts.current(), {
    lang: inviter?.language ?? 'en',
    inviterName: invite.inviterName,
    groupName: invite.groupName,
    url: `${publicUrl}/activate?k=${encodeURIComponent(token)}`,
  });
  mailer.send({ to: invite.email, ...mail }).catch((error: unknown) => {
    logger.error({ err: error, subject: mail.subject }, 'sending an invitation mail failed');
  });
}

/** GET /api/Invitation/{groupId}/Email: the group's pending invitations (admins only). */
export async function listGroupEmailInvitations(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<EmailInvitation[]> {
  await requireGroupAdmin(db, viewer, groupId);
  const views = await listPendingInvitationsOfGroup(db, groupId, new Date());
  return views.map(toEmailInvitation);
}

/** DELETE /api/Invitation/{groupId}/Email/{email}: withdraws it (admins only). */
export async function withdrawEmailInvitation(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  email: string,
): Promise<void> {
  await requireGroupAdmin(db, viewer, groupId);
  if (!(await deletePendingEmailInvitation(db, groupId, email))) throw notFound();
}

/** GET /api/Invitation/Email: what waits for my verified address. */
export async function listMyEmailInvitations(
  db: Db,
  viewer: CurrentUser,
): Promise<EmailInvitation[]> {
  const email = await verifiedEmailOf(db, viewer);
  if (!email) return [];
  const views = await listPendingInvitationsOfEmail(db, email, new Date());
  return views.map(toEmailInvitation);
}

/** A pending, unexpired invitation to my verified address; anything else is 404. */
async function findMyPendingInvitation(db: Db, viewer: CurrentUser, id: string) {
  const email = await verifiedEmailOf(db, viewer);
  const view = await findEmailInvitationView(db, id);
  const invitation = view?.invitation;
  const usable =
    invitation &&
    email === invitation.email &&
    !invitation.acceptedAt &&
    invitation.expiresAt.getTime() > Date.now();
  if (!view || !usable || !email) throw notFound();
  return { view, email };
}

/** POST /api/Invitation/EnterByEmail/{id}: joins and settles the invitation in one go. */
export async function enterByEmail(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<GroupResponse> {
  const { view, email } = await findMyPendingInvitation(db, viewer, id);
  return joinGroup(db, viewer, view.group.id, async (tx) => {
    await markEmailInvitationsAccepted(tx, view.group.id, email);
    await forgetKick(tx, view.group.id, viewer.id);
  });
}

/** DELETE /api/Invitation/Email/{id}: the invitee declines. */
export async function declineEmailInvitation(db: Db, viewer: CurrentUser, id: string) {
  const { view } = await findMyPendingInvitation(db, viewer, id);
  await deleteEmailInvitation(db, view.invitation.id);
}

/** Joining by link also settles an invitation by e-mail to the same group. */
export async function settleMyEmailInvitations(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<void> {
  const email = await verifiedEmailOf(db, viewer);
  if (email) await markEmailInvitationsAccepted(db, groupId, email);
}
