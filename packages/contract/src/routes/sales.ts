import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  RejectOrderBody,
  SaleCsvQuery,
  SaleListQuery,
  SaleOrder,
  SaleResponse,
  SaleSummary,
} from '../orders';
import { route } from './route';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const saleErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };
const actionResponse = { 200: dataEnvelope(SaleOrder), ...saleErrors, 409: ApiErrorBody };

/** The routes of sales (registered by its sales.routes.ts on the server). */
export const salesContract = {
  getSale: route({
    method: 'GET',
    path: '/api/Sale',
    public: false,
    tags,
    summary:
      'My offers that have orders, with what is left to do (search, sortBy delivery|orderDeadline|name, order; default soonest delivery first)',
    query: SaleListQuery,
    responses: { 200: dataEnvelope(z.array(SaleSummary)), ...errors },
  }),
  getSaleById: route({
    method: 'GET',
    path: '/api/Sale/{id}',
    public: false,
    tags,
    summary: 'One of my offers with its orders (the packing list; rejected ones last)',
    params: IdParams,
    responses: { 200: dataEnvelope(SaleResponse), ...saleErrors },
  }),
  getSaleCsv: route({
    method: 'GET',
    path: '/api/Sale/{id}/Csv',
    public: false,
    tags,
    summary:
      "One of my offers' orders as CSV (UTF-8 with BOM, my language and its separator, times in timeZone; rejected ones left out and counted in a last row; formula-like cells prefixed with ')",
    params: IdParams,
    query: SaleCsvQuery,
    responses: { 200: z.string(), ...saleErrors },
  }),
  postSaleFulfil: route({
    method: 'POST',
    path: '/api/Sale/{id}/Fulfil',
    public: false,
    tags,
    summary: 'Confirms completion and payment of an order of my offer',
    params: IdParams,
    responses: actionResponse,
  }),
  postSaleUnfulfil: route({
    method: 'POST',
    path: '/api/Sale/{id}/Unfulfil',
    public: false,
    tags,
    summary: 'Undoes the completion of an order of my offer',
    params: IdParams,
    responses: actionResponse,
  }),
  postSaleReject: route({
    method: 'POST',
    path: '/api/Sale/{id}/Reject',
    public: false,
    tags,
    summary: 'Rejects an order of my offer for force majeure; the buyer is told why',
    params: IdParams,
    body: RejectOrderBody,
    responses: actionResponse,
  }),
};
