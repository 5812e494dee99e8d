import { postsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { ResponseCache } from '../../cache/response-cache';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { createPost, deletePost, editPost, getPost, listMyPosts } from './posts.service';

export const postsRoutes: FastifyPluginCallbackZod<{ db: Db; cache: ResponseCache }> = (
  app,
  { db, cache },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, postsContract.getPost, { ...cache.hooks }, async (request) => ({
    data: await listMyPosts(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, postsContract.getPostById, {}, async (request) => ({
    data: await getPost(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, postsContract.postPost, {}, async (request, reply) => {
    const data = await createPost(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, postsContract.patchPostById, {}, async (request) => ({
    data: await editPost(db, currentUserOf(request), request.params.id, request.body),
  }));

  routeFrom(app, postsContract.deletePostById, {}, async (request) => {
    await deletePost(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
