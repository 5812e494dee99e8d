import { ApiErrorBody, dataEnvelope, FeedItem, FeedQuery, IdParams } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResponseCache } from '../../cache/response-cache';
import type { FeedSource } from '../../content/feed-source';
import type { Db } from '../../db/client';
import { userScope } from '../../db/write-scope';
import { currentUserOf } from '../../identity/current-user';
import { listGroupFeed, listMyFeed, listUserFeed } from './feed.service';

const tags = ['feed'];
const response = {
  200: dataEnvelope(z.array(FeedItem)),
  400: ApiErrorBody,
  401: ApiErrorBody,
};
const scopedResponse = { ...response, 403: ApiErrorBody, 404: ApiErrorBody };

/** Feed pages are read far more often than anything changes: answers are cached (decision 016). */
export const feedRoutes: FastifyPluginCallbackZod<{
  db: Db;
  cache: ResponseCache;
  /** One per item type, registered in app.ts (decision 032). */
  sources: readonly FeedSource[];
}> = (app, { db, cache, sources }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Feed',
    {
      ...cache.hooks,
      schema: {
        tags,
        summary: 'Items of all my groups, newest first (decision 015 for paging and search)',
        querystring: FeedQuery,
        response,
      },
    },
    async (request) => ({
      data: await listMyFeed(db, sources, currentUserOf(request), request.query),
    }),
  );

  app.get(
    '/api/Group/:id/Feed',
    {
      ...cache.hooks,
      schema: {
        tags,
        summary: "A group's items (members only)",
        params: IdParams,
        querystring: FeedQuery,
        response: scopedResponse,
      },
    },
    async (request) => ({
      data: await listGroupFeed(
        db,
        sources,
        currentUserOf(request),
        request.params.id,
        request.query,
      ),
    }),
  );

  app.get(
    '/api/User/:id/Feed',
    {
      // Also the person whose items these are: their profile and memberships decide them.
      ...cache.hooksWith((request) => [userScope((request.params as { id: string }).id)]),
      schema: {
        tags,
        summary: "A user's items in the groups the caller shares with them",
        params: IdParams,
        querystring: FeedQuery,
        response: scopedResponse,
      },
    },
    async (request) => ({
      data: await listUserFeed(
        db,
        sources,
        currentUserOf(request),
        request.params.id,
        request.query,
      ),
    }),
  );
  done();
};
