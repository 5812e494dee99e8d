import { ordersContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { createOrder, deleteOrder, getOrder, listOrders, patchOrder } from './orders.service';

/** Orders, the buyer's side (spec §3, §5; decision 080). */
export const ordersRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, ordersContract.getOrder, {}, async (request) => ({
    data: await listOrders(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, ordersContract.getOrderById, {}, async (request) => ({
    data: await getOrder(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, ordersContract.postOrder, {}, async (request, reply) => {
    const data = await createOrder(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, ordersContract.patchOrderById, {}, async (request) => ({
    data: await patchOrder(db, currentUserOf(request), request.params.id, request.body.amount),
  }));

  routeFrom(app, ordersContract.deleteOrderById, {}, async (request) => {
    await deleteOrder(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
