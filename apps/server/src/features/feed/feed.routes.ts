import { feedContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { ResponseCache } from '../../cache/response-cache';
import type { FeedSource } from '../../content/feed-source';
import type { Db } from '../../db/client';
import { userScope } from '../../db/write-scope';
import { currentUserOf } from '../../identity/current-user';
import { listGroupFeed, listMyFeed, listUserFeed } from './feed.service';

/** Feed pages are read far more often than anything changes: answers are cached (decision 016). */
export const feedRoutes: FastifyPluginCallbackZod<{
  db: Db;
  cache: ResponseCache;
  /** One per item type, registered in app.ts (decision 032). */
  sources: readonly FeedSource[];
}> = (app, { db, cache, sources }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, feedContract.getFeed, { ...cache.hooks }, async (request) => ({
    data: await listMyFeed(db, sources, currentUserOf(request), request.query),
  }));

  routeFrom(app, feedContract.getGroupFeed, { ...cache.hooks }, async (request) => ({
    data: await listGroupFeed(
      db,
      sources,
      currentUserOf(request),
      request.params.id,
      request.query,
    ),
  }));

  routeFrom(
    app,
    feedContract.getUserFeed,
    {
      // Also the person whose items these are: their profile and memberships decide them.
      ...cache.hooksWith((request) => [userScope((request.params as { id: string }).id)]),
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
