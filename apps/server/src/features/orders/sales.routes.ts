import { salesContract } from '@kozos/contract';
import type { TextStore } from '../../texts/text-store';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { attachmentHeader, saleCsv } from './sale-csv';
import { getSale, listSales, rejectOrder, setFulfilled } from './sales.service';

/** Sales, the dealer's side of orders (spec §4; decision 080): the offer's dealer only. */
export const salesRoutes: FastifyPluginCallbackZod<{ db: Db; texts: TextStore }> = (
  app,
  { db, texts },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, salesContract.getSale, {}, async (request) => ({
    data: await listSales(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, salesContract.getSaleById, {}, async (request) => ({
    data: await getSale(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, salesContract.getSaleCsv, {}, async (request, reply) => {
    const csv = await saleCsv(
      db,
      currentUserOf(request),
      request.params.id,
      request.query,
      await texts.current(),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentHeader(csv.fileName))
      .send(csv.body);
  });

  routeFrom(app, salesContract.postSaleFulfil, {}, async (request) => ({
    data: await setFulfilled(db, currentUserOf(request), request.params.id, true),
  }));

  routeFrom(app, salesContract.postSaleUnfulfil, {}, async (request) => ({
    data: await setFulfilled(db, currentUserOf(request), request.params.id, false),
  }));

  routeFrom(app, salesContract.postSaleReject, {}, async (request) => ({
    data: await rejectOrder(db, currentUserOf(request), request.params.id, request.body.reason),
  }));
  done();
};
