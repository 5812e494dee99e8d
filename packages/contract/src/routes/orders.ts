import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { CreateOrderBody, OrderListQuery, OrderResponse, PatchOrderBody } from '../orders';
import { route } from './route';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const orderErrors = { ...errors, 404: ApiErrorBody };
const changeErrors = { ...orderErrors, 409: ApiErrorBody };

/** The routes of orders (registered by its orders.routes.ts on the server). */
export const ordersContract = {
  getOrder: route({
    method: 'GET',
    path: '/api/Order',
    public: false,
    tags,
    summary:
      'My orders, newest delivery first (state=open: the cart) or newest order first (sortBy=date: the history); search by product or dealer',
    query: OrderListQuery,
    responses: { 200: dataEnvelope(z.array(OrderResponse)), ...errors },
  }),
  getOrderById: route({
    method: 'GET',
    path: '/api/Order/{id}',
    public: false,
    tags,
    summary: 'One of my orders (its buyer only)',
    params: IdParams,
    responses: { 200: dataEnvelope(OrderResponse), ...orderErrors },
  }),
  postOrder: route({
    method: 'POST',
    path: '/api/Order',
    public: false,
    tags,
    summary:
      'Orders from an offer of my group before its deadline; adds to my open order of it; takes the stock',
    body: CreateOrderBody,
    responses: {
      201: dataEnvelope(OrderResponse),
      ...changeErrors,
      403: ApiErrorBody,
    },
  }),
  patchOrderById: route({
    method: 'PATCH',
    path: '/api/Order/{id}',
    public: false,
    tags,
    summary: 'Changes the amount of my open order before the deadline (stock re-checked)',
    params: IdParams,
    body: PatchOrderBody,
    responses: { 200: dataEnvelope(OrderResponse), ...changeErrors },
  }),
  deleteOrderById: route({
    method: 'DELETE',
    path: '/api/Order/{id}',
    public: false,
    tags,
    summary: 'Deletes my open order before the deadline; the units go back to the offer',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...changeErrors },
  }),
};
