import { invitationsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import type { Mailer } from '../../mail/mailer';
import type { TextStore } from '../../texts/text-store';
import {
  declineEmailInvitation,
  enterByEmail,
  inviteByEmail,
  listGroupEmailInvitations,
  listMyEmailInvitations,
  withdrawEmailInvitation,
} from './email-invitations.service';
import type { InvitationLimits } from './invitation-limits';
import {
  createLinkInvitation,
  enterByLink,
  listGroupLinkInvitations,
  readLinkInvitation,
  revokeAllLinkInvitations,
  revokeLinkInvitation,
} from './link-invitations.service';

export const invitationsRoutes: FastifyPluginCallbackZod<{
  db: Db;
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  limits: InvitationLimits;
}> = (app, { db, mailer, texts, publicUrl, limits }, done) => {
  app.addHook('preValidation', app.requireUser);
  const mailing = { mailer, texts, publicUrl, logger: app.log, limits };

  routeFrom(app, invitationsContract.postInvitationLink, {}, async (request, reply) => {
    const viewer = currentUserOf(request);
    const data = await createLinkInvitation(db, viewer, request.params.groupId, publicUrl);
    return reply.code(201).send({ data });
  });

  routeFrom(app, invitationsContract.getInvitationLink, {}, async (request) => ({
    data: await listGroupLinkInvitations(db, currentUserOf(request), request.params.groupId),
  }));

  routeFrom(app, invitationsContract.deleteInvitationLinkById, {}, async (request) => {
    const { groupId, id } = request.params;
    await revokeLinkInvitation(db, currentUserOf(request), groupId, id);
    return { data: {} };
  });

  routeFrom(app, invitationsContract.deleteInvitationLink, {}, async (request) => {
    const viewer = currentUserOf(request);
    const revoked = await revokeAllLinkInvitations(db, viewer, request.params.groupId);
    return { data: { revoked } };
  });

  routeFrom(app, invitationsContract.getInvitationLinkByToken, {}, async (request) => ({
    data: await readLinkInvitation(db, request.params.token),
  }));

  routeFrom(app, invitationsContract.postInvitationEnterByLinkByToken, {}, async (request) => ({
    data: await enterByLink(db, currentUserOf(request), request.params.token),
  }));

  routeFrom(app, invitationsContract.postInvitationEmail, {}, async (request, reply) => {
    const viewer = currentUserOf(request);
    const { groupId } = request.params;
    const data = await inviteByEmail(db, viewer, groupId, request.body.email, mailing);
    return reply.code(201).send({ data });
  });

  routeFrom(app, invitationsContract.getInvitationEmailsOfGroup, {}, async (request) => ({
    data: await listGroupEmailInvitations(db, currentUserOf(request), request.params.groupId),
  }));

  routeFrom(app, invitationsContract.deleteInvitationEmailByEmail, {}, async (request) => {
    const { groupId, email } = request.params;
    await withdrawEmailInvitation(db, currentUserOf(request), groupId, email);
    return { data: {} };
  });

  routeFrom(app, invitationsContract.getInvitationEmailsToMe, {}, async (request) => ({
    data: await listMyEmailInvitations(db, currentUserOf(request)),
  }));

  routeFrom(app, invitationsContract.postInvitationEnterByEmailById, {}, async (request) => ({
    data: await enterByEmail(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, invitationsContract.deleteInvitationEmailById, {}, async (request) => {
    await declineEmailInvitation(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
