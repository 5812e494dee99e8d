import {
  ApiErrorBody,
  CreateOfferBody,
  dataEnvelope,
  DealerOfferResponse,
  IdParams,
  OfferListQuery,
  OfferResponse,
  PatchOfferBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResponseCache } from '../../cache/response-cache';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { listDealerOffers, listMarketOffers, listMyOffers } from './offer-lists.service';
import { createOffer, deleteOffer, getOffer, patchOffer } from './offers.service';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const offerErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };
const offerList = { 200: dataEnvelope(z.array(OfferResponse)), ...errors };

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

  app.get(
    '/api/Offer',
    {
      ...cache.hooks,
      schema: {
        tags,
        summary: 'The market: offers of all my groups (search, tags, sortBy, order, hidePast)',
        querystring: OfferListQuery,
        response: offerList,
      },
    },
    async (request) => ({
      data: await listMarketOffers(db, currentUserOf(request), request.query),
    }),
  );

  app.get(
    '/api/Offer/Mine',
    {
      schema: {
        tags,
        summary: 'The offers I made (with their purchase time)',
        querystring: OfferListQuery,
        response: offerList,
      },
    },
    async (request) => ({ data: await listMyOffers(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/DealerOffer',
    {
      schema: {
        tags,
        summary: "For a producer: dealers' offers of their products, with the ordered amounts",
        querystring: OfferListQuery,
        response: { 200: dataEnvelope(z.array(DealerOfferResponse)), ...errors },
      },
    },
    async (request) => ({
      data: await listDealerOffers(db, currentUserOf(request), request.query),
    }),
  );

  app.get(
    '/api/Offer/:id',
    {
      schema: {
        tags,
        summary: "An offer (its group's members and its dealer)",
        params: IdParams,
        response: { 200: dataEnvelope(OfferResponse), ...offerErrors },
      },
    },
    async (request) => ({ data: await getOffer(db, currentUserOf(request), request.params.id) }),
  );

  app.post(
    '/api/Offer',
    {
      schema: {
        tags,
        summary:
          'Offers one of my products in one of my groups; reserves tracked stock; notifies the group',
        body: CreateOfferBody,
        response: {
          201: dataEnvelope(OfferResponse),
          ...offerErrors,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await createOffer(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/Offer',
    {
      schema: {
        tags,
        summary:
          'Changes the amount on offer and/or the pick-up place (the dealer; not below the ordered amount, not after the deadline)',
        body: PatchOfferBody,
        response: {
          200: dataEnvelope(OfferResponse),
          ...offerErrors,
          409: ApiErrorBody,
          422: ApiErrorBody,
        },
      },
    },
    async (request) => ({ data: await patchOffer(db, currentUserOf(request), request.body) }),
  );

  app.delete(
    '/api/Offer/:id',
    {
      schema: {
        tags,
        summary: 'Deletes my offer while nobody has ordered from it; the stock comes back',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...offerErrors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await deleteOffer(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
