import {
  ApiErrorBody,
  CreateAccessCodeBody,
  CreatedAccessCode,
  dataEnvelope,
  GroupAccessCode,
  GroupAccessCodeParams,
  GroupIdParams,
  GroupResponse,
  JoinByAccessCodeBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import {
  createAccessCode,
  joinByAccessCode,
  listGroupAccessCodes,
  revokeAccessCode,
  type AccessCodeContext,
} from './access-codes.service';

const tags = ['invitations'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

export const accessCodesRoutes: FastifyPluginCallbackZod<{ db: Db } & AccessCodeContext> = (
  app,
  { db, ...context },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  app.post(
    '/api/AccessCode/:groupId',
    {
      schema: {
        tags,
        summary: 'A new 8-character access code of the group, valid 48 hours (admins only)',
        params: GroupIdParams,
        body: CreateAccessCodeBody,
        response: { 201: dataEnvelope(CreatedAccessCode), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      const { groupId } = request.params;
      const data = await createAccessCode(db, viewer, groupId, request.body.uses, context);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/AccessCode/:groupId',
    {
      schema: {
        tags,
        summary: "The group's codes that still work, newest first (admins only)",
        params: GroupIdParams,
        response: { 200: dataEnvelope(z.array(GroupAccessCode)), ...errors },
      },
    },
    async (request) => ({
      data: await listGroupAccessCodes(db, currentUserOf(request), request.params.groupId),
    }),
  );

  app.delete(
    '/api/AccessCode/:groupId/:id',
    {
      schema: {
        tags,
        summary: 'Revokes one code of the group at once (admins only)',
        params: GroupAccessCodeParams,
        response: { 200: dataEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      const { groupId, id } = request.params;
      await revokeAccessCode(db, currentUserOf(request), groupId, id);
      return { data: {} };
    },
  );

  app.post(
    '/api/AccessCode/Join',
    {
      schema: {
        tags,
        summary: 'Joins the group of an access code; tries are limited per user and IP',
        body: JoinByAccessCodeBody,
        response: {
          200: dataEnvelope(GroupResponse),
          ...errors,
          409: ApiErrorBody,
          410: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      data: await joinByAccessCode(
        db,
        currentUserOf(request),
        request.body.code,
        request.ip,
        context,
      ),
    }),
  );
  done();
};
