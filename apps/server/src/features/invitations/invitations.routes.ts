import {
  ApiErrorBody,
  CreateEmailInvitationBody,
  CreateLinkInvitationResponse,
  dataEnvelope,
  EmailInvitation,
  GroupEmailParams,
  GroupIdParams,
  GroupLinkInvitation,
  GroupLinkParams,
  GroupResponse,
  IdParams,
  LinkInvitation,
  RevokeLinkInvitationsResponse,
  TokenParams,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const tags = ['invitations'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const empty = dataEnvelope(z.object({}));

export const invitationsRoutes: FastifyPluginCallbackZod<{
  db: Db;
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  limits: InvitationLimits;
}> = (app, { db, mailer, texts, publicUrl, limits }, done) => {
  app.addHook('preValidation', app.requireUser);
  const mailing = { mailer, texts, publicUrl, logger: app.log, limits };

  app.post(
    '/api/Invitation/:groupId/Link',
    {
      schema: {
        tags,
        summary: 'A new invitation link {PUBLIC_URL}/?inv={token} (admins only; 14 days)',
        params: GroupIdParams,
        response: { 201: dataEnvelope(CreateLinkInvitationResponse), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      const data = await createLinkInvitation(db, viewer, request.params.groupId, publicUrl);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/Invitation/:groupId/Link',
    {
      schema: {
        tags,
        summary: "The group's links that still work, newest first, with their uses (admins only)",
        params: GroupIdParams,
        response: { 200: dataEnvelope(z.array(GroupLinkInvitation)), ...errors },
      },
    },
    async (request) => ({
      data: await listGroupLinkInvitations(db, currentUserOf(request), request.params.groupId),
    }),
  );

  app.delete(
    '/api/Invitation/:groupId/Link/:id',
    {
      schema: {
        tags,
        summary: 'Revokes one link of the group at once (admins only)',
        params: GroupLinkParams,
        response: { 200: empty, ...errors },
      },
    },
    async (request) => {
      const { groupId, id } = request.params;
      await revokeLinkInvitation(db, currentUserOf(request), groupId, id);
      return { data: {} };
    },
  );

  app.delete(
    '/api/Invitation/:groupId/Link',
    {
      schema: {
        tags,
        summary: 'Revokes every link of the group (admins only)',
        params: GroupIdParams,
        response: { 200: dataEnvelope(RevokeLinkInvitationsResponse), ...errors },
      },
    },
    async (request) => {
      const viewer = currentUserOf(request);
      const revoked = await revokeAllLinkInvitations(db, viewer, request.params.groupId);
      return { data: { revoked } };
    },
  );

  app.get(
    '/api/Invitation/Link/:token',
    {
      schema: {
        tags,
        summary: 'The group a link invitation opens; 410 invitation_expired, 404 invalid_token',
        params: TokenParams,
        response: { 200: dataEnvelope(LinkInvitation), ...errors, 410: ApiErrorBody },
      },
    },
    async (request) => ({ data: await readLinkInvitation(db, request.params.token) }),
  );

  app.post(
    '/api/Invitation/EnterByLink/:token',
    {
      schema: {
        tags,
        summary:
          'Joins the group of a link invitation (spec {id} is the token); 409 already_member',
        params: TokenParams,
        response: {
          200: dataEnvelope(GroupResponse),
          ...errors,
          409: ApiErrorBody,
          410: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      data: await enterByLink(db, currentUserOf(request), request.params.token),
    }),
  );

  app.post(
    '/api/Invitation/:groupId/Email',
    {
      schema: {
        tags,
        summary: 'Invites an address (admins only): a notification, or a mail to create an account',
        params: GroupIdParams,
        body: CreateEmailInvitationBody,
        response: {
          201: dataEnvelope(EmailInvitation),
          ...errors,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      const { groupId } = request.params;
      const data = await inviteByEmail(db, viewer, groupId, request.body.email, mailing);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/Invitation/:groupId/Email',
    {
      schema: {
        tags,
        summary: "The group's pending e-mail invitations (admins only)",
        params: GroupIdParams,
        response: { 200: dataEnvelope(z.array(EmailInvitation)), ...errors },
      },
    },
    async (request) => ({
      data: await listGroupEmailInvitations(db, currentUserOf(request), request.params.groupId),
    }),
  );

  app.delete(
    '/api/Invitation/:groupId/Email/:email',
    {
      schema: {
        tags,
        summary: 'Withdraws the pending invitation of an address (admins only)',
        params: GroupEmailParams,
        response: { 200: empty, ...errors },
      },
    },
    async (request) => {
      const { groupId, email } = request.params;
      await withdrawEmailInvitation(db, currentUserOf(request), groupId, email);
      return { data: {} };
    },
  );

  app.get(
    '/api/Invitation/Email',
    {
      schema: {
        tags,
        summary: 'Pending invitations to my verified e-mail address',
        response: { 200: dataEnvelope(z.array(EmailInvitation)), ...errors },
      },
    },
    async (request) => ({ data: await listMyEmailInvitations(db, currentUserOf(request)) }),
  );

  app.post(
    '/api/Invitation/EnterByEmail/:id',
    {
      schema: {
        tags,
        summary: 'Accepts an invitation to my address and joins; 409 already_member',
        params: IdParams,
        response: { 200: dataEnvelope(GroupResponse), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => ({
      data: await enterByEmail(db, currentUserOf(request), request.params.id),
    }),
  );

  app.delete(
    '/api/Invitation/Email/:id',
    {
      schema: {
        tags,
        summary: 'Declines an invitation to my address',
        params: IdParams,
        response: { 200: empty, ...errors },
      },
    },
    async (request) => {
      await declineEmailInvitation(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
