import {
  ApiErrorBody,
  CreatePostBody,
  dataEnvelope,
  FeedQuery,
  IdParams,
  PatchPostBody,
  PostResponse,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResponseCache } from '../../cache/response-cache';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { createPost, deletePost, editPost, getPost, listMyPosts } from './posts.service';

const tags = ['posts'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const postErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

export const postsRoutes: FastifyPluginCallbackZod<{ db: Db; cache: ResponseCache }> = (
  app,
  { db, cache },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Post',
    {
      ...cache.hooks,
      schema: {
        tags,
        summary: 'Posts of all my groups, newest first (paging and filters as the feed)',
        querystring: FeedQuery,
        response: { 200: dataEnvelope(z.array(PostResponse)), ...errors },
      },
    },
    async (request) => ({ data: await listMyPosts(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/Post/:id',
    {
      schema: {
        tags,
        summary: 'A post (members of its group only)',
        params: IdParams,
        response: { 200: dataEnvelope(PostResponse), ...postErrors },
      },
    },
    async (request) => ({ data: await getPost(db, currentUserOf(request), request.params.id) }),
  );

  app.post(
    '/api/Post',
    {
      schema: {
        tags,
        summary: 'Publishes a post in a group of mine; a warning notifies the other members',
        body: CreatePostBody,
        response: { 201: dataEnvelope(PostResponse), ...postErrors },
      },
    },
    async (request, reply) => {
      const data = await createPost(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/Post/:id',
    {
      schema: {
        tags,
        summary: 'Edits a post (its author only); sets the edited marker',
        params: IdParams,
        body: PatchPostBody,
        response: { 200: dataEnvelope(PostResponse), ...postErrors },
      },
    },
    async (request) => ({
      data: await editPost(db, currentUserOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/Post/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a post (its author or an admin of its group)',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...postErrors },
      },
    },
    async (request) => {
      await deletePost(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
