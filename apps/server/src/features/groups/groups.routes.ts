import {
  ApiErrorBody,
  CreateGroupBody,
  dataEnvelope,
  GroupListItem,
  GroupListQuery,
  GroupResponse,
  IdParams,
  PatchGroupBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { createGroup, deleteGroup, editGroup, getGroup, listMyGroups } from './groups.service';

const tags = ['groups'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const groupErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

export const groupsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Group',
    {
      schema: {
        tags,
        summary: 'My groups: search on name and description, sort by creationTime or name',
        querystring: GroupListQuery,
        response: { 200: dataEnvelope(z.array(GroupListItem)), ...errors },
      },
    },
    async (request) => ({ data: await listMyGroups(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/Group/:id',
    {
      schema: {
        tags,
        summary: 'A group with its members (members only)',
        params: IdParams,
        response: { 200: dataEnvelope(GroupResponse), ...groupErrors },
      },
    },
    async (request) => ({ data: await getGroup(db, currentUserOf(request), request.params.id) }),
  );

  app.post(
    '/api/Group',
    {
      schema: {
        tags,
        summary: 'Creates a group; the creator is its first admin',
        body: CreateGroupBody,
        response: { 201: dataEnvelope(GroupResponse), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createGroup(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/Group/:id',
    {
      schema: {
        tags,
        summary: 'Edits name and description (admins only); notifies the other members',
        params: IdParams,
        body: PatchGroupBody,
        response: { 200: dataEnvelope(GroupResponse), ...groupErrors },
      },
    },
    async (request) => ({
      data: await editGroup(db, currentUserOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/Group/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a group: its last admin only, and at most 2 members',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...groupErrors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await deleteGroup(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
