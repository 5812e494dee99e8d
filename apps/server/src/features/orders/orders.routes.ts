import {
  ApiErrorBody,
  CreateOrderBody,
  dataEnvelope,
  IdParams,
  OrderListQuery,
  OrderResponse,
  PatchOrderBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { createOrder, deleteOrder, getOrder, listOrders, patchOrder } from './orders.service';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const orderErrors = { ...errors, 404: ApiErrorBody };
const changeErrors = { ...orderErrors, 409: ApiErrorBody };

/** Orders, the buyer's side (spec §3, §5; decision 080). */
export const ordersRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Order',
    {
      schema: {
        tags,
        summary:
          'My orders, newest delivery first (state=open: the cart) or newest order first (sortBy=date: the history); search by product or dealer',
        querystring: OrderListQuery,
        response: { 200: dataEnvelope(z.array(OrderResponse)), ...errors },
      },
    },
    async (request) => ({ data: await listOrders(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/Order/:id',
    {
      schema: {
        tags,
        summary: 'One of my orders (its buyer only)',
        params: IdParams,
        response: { 200: dataEnvelope(OrderResponse), ...orderErrors },
      },
    },
    async (request) => ({ data: await getOrder(db, currentUserOf(request), request.params.id) }),
  );

  app.post(
    '/api/Order',
    {
      schema: {
        tags,
        summary:
          'Orders from an offer of my group before its deadline; adds to my open order of it; takes the stock',
        body: CreateOrderBody,
        response: {
          201: dataEnvelope(OrderResponse),
          ...changeErrors,
          403: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await createOrder(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/Order/:id',
    {
      schema: {
        tags,
        summary: 'Changes the amount of my open order before the deadline (stock re-checked)',
        params: IdParams,
        body: PatchOrderBody,
        response: { 200: dataEnvelope(OrderResponse), ...changeErrors },
      },
    },
    async (request) => ({
      data: await patchOrder(db, currentUserOf(request), request.params.id, request.body.amount),
    }),
  );

  app.delete(
    '/api/Order/:id',
    {
      schema: {
        tags,
        summary: 'Deletes my open order before the deadline; the units go back to the offer',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...changeErrors },
      },
    },
    async (request) => {
      await deleteOrder(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
