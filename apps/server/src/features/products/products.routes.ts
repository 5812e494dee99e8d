import { productsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import {
  createProduct,
  deleteProduct,
  editProduct,
  getProduct,
  listMyProducts,
} from './products.service';

/** The inventory (spec §3, §7): every route is the owner's alone. */
export const productsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, productsContract.getProduct, {}, async (request) => ({
    data: await listMyProducts(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, productsContract.getProductById, {}, async (request) => ({
    data: await getProduct(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, productsContract.postProduct, {}, async (request, reply) => {
    const data = await createProduct(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, productsContract.patchProductById, {}, async (request) => ({
    data: await editProduct(db, currentUserOf(request), request.params.id, request.body),
  }));

  routeFrom(app, productsContract.deleteProductById, {}, async (request) => {
    await deleteProduct(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
