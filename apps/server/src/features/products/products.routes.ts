import {
  ApiErrorBody,
  CreateProductBody,
  dataEnvelope,
  IdParams,
  PatchProductBody,
  ProductListQuery,
  ProductResponse,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import {
  createProduct,
  deleteProduct,
  editProduct,
  getProduct,
  listMyProducts,
} from './products.service';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const productErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The inventory (spec §3, §7): every route is the owner's alone. */
export const productsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Product',
    {
      schema: {
        tags,
        summary: 'My products (search, tags, sort by creationTime, name or price)',
        querystring: ProductListQuery,
        response: { 200: dataEnvelope(z.array(ProductResponse)), ...errors },
      },
    },
    async (request) => ({ data: await listMyProducts(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/Product/:id',
    {
      schema: {
        tags,
        summary: 'One of my products',
        params: IdParams,
        response: { 200: dataEnvelope(ProductResponse), ...productErrors },
      },
    },
    async (request) => ({ data: await getProduct(db, currentUserOf(request), request.params.id) }),
  );

  app.post(
    '/api/Product',
    {
      schema: {
        tags,
        summary: 'Adds a product to my inventory',
        body: CreateProductBody,
        response: { 201: dataEnvelope(ProductResponse), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createProduct(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/Product/:id',
    {
      schema: {
        tags,
        summary: 'Edits one of my products; running offers keep what they copied',
        params: IdParams,
        body: PatchProductBody,
        response: { 200: dataEnvelope(ProductResponse), ...productErrors },
      },
    },
    async (request) => ({
      data: await editProduct(db, currentUserOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/Product/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of my products; 409 product_has_offers while an offer of it exists',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...productErrors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await deleteProduct(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
