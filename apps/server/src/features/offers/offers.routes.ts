import { offersContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { ResponseCache } from '../../cache/response-cache';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { listDealerOffers, listMarketOffers, listMyOffers } from './offer-lists.service';
import { createOffer, deleteOffer, getOffer, patchOffer } from './offers.service';

/**
 * Offers (spec §3, §5, §7; decisions 070–074). The market is read like a feed and cached like
 * one (decision 016): its answers depend on the caller and the caller's groups, and every offer
 * write names its group.
 */
export const offersRoutes: FastifyPluginCallbackZod<{ db: Db; cache: ResponseCache }> = (
  app,
  { db, cache },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, offersContract.getOffer, { ...cache.hooks }, async (request) => ({
    data: await listMarketOffers(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, offersContract.getOfferMine, {}, async (request) => ({
    data: await listMyOffers(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, offersContract.getDealerOffer, {}, async (request) => ({
    data: await listDealerOffers(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, offersContract.getOfferById, {}, async (request) => ({
    data: await getOffer(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, offersContract.postOffer, {}, async (request, reply) => {
    const data = await createOffer(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, offersContract.patchOffer, {}, async (request) => ({
    data: await patchOffer(db, currentUserOf(request), request.body),
  }));

  routeFrom(app, offersContract.deleteOfferById, {}, async (request) => {
    await deleteOffer(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
