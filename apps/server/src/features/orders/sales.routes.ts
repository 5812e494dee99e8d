import {
  ApiErrorBody,
  dataEnvelope,
  IdParams,
  RejectOrderBody,
  SaleCsvQuery,
  SaleListQuery,
  SaleOrder,
  SaleResponse,
  SaleSummary,
} from '@kozos/contract';
import type { TextStore } from '../../texts/text-store';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { attachmentHeader, saleCsv } from './sale-csv';
import { getSale, listSales, rejectOrder, setFulfilled } from './sales.service';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const saleErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };
const actionResponse = { 200: dataEnvelope(SaleOrder), ...saleErrors, 409: ApiErrorBody };

/** Sales, the dealer's side of orders (spec §4; decision 080): the offer's dealer only. */
export const salesRoutes: FastifyPluginCallbackZod<{ db: Db; texts: TextStore }> = (
  app,
  { db, texts },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Sale',
    {
      schema: {
        tags,
        summary:
          'My offers that have orders, with what is left to do (search, sortBy delivery|orderDeadline|name, order; default soonest delivery first)',
        querystring: SaleListQuery,
        response: { 200: dataEnvelope(z.array(SaleSummary)), ...errors },
      },
    },
    async (request) => ({ data: await listSales(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/Sale/:id',
    {
      schema: {
        tags,
        summary: 'One of my offers with its orders (the packing list; rejected ones last)',
        params: IdParams,
        response: { 200: dataEnvelope(SaleResponse), ...saleErrors },
      },
    },
    async (request) => ({ data: await getSale(db, currentUserOf(request), request.params.id) }),
  );

  app.get(
    '/api/Sale/:id/Csv',
    {
      schema: {
        tags,
        summary:
          "One of my offers' orders as CSV (UTF-8 with BOM, my language and its separator, times in timeZone; rejected ones left out and counted in a last row; formula-like cells prefixed with ')",
        params: IdParams,
        querystring: SaleCsvQuery,
        response: { 200: z.string(), ...saleErrors },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/api/Sale/:id/Fulfil',
    {
      schema: {
        tags,
        summary: 'Confirms completion and payment of an order of my offer',
        params: IdParams,
        response: actionResponse,
      },
    },
    async (request) => ({
      data: await setFulfilled(db, currentUserOf(request), request.params.id, true),
    }),
  );

  app.post(
    '/api/Sale/:id/Unfulfil',
    {
      schema: {
        tags,
        summary: 'Undoes the completion of an order of my offer',
        params: IdParams,
        response: actionResponse,
      },
    },
    async (request) => ({
      data: await setFulfilled(db, currentUserOf(request), request.params.id, false),
    }),
  );

  app.post(
    '/api/Sale/:id/Reject',
    {
      schema: {
        tags,
        summary: 'Rejects an order of my offer for force majeure; the buyer is told why',
        params: IdParams,
        body: RejectOrderBody,
        response: actionResponse,
      },
    },
    async (request) => ({
      data: await rejectOrder(db, currentUserOf(request), request.params.id, request.body.reason),
    }),
  );
  done();
};
