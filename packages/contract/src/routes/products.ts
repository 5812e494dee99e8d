import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CreateProductBody,
  PatchProductBody,
  ProductListQuery,
  ProductResponse,
} from '../products';
import { route } from './route';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const productErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of products (registered by its products.routes.ts on the server). */
export const productsContract = {
  getProduct: route({
    method: 'GET',
    path: '/api/Product',
    public: false,
    tags,
    summary: 'My products (search, tags, sort by creationTime, name or price)',
    query: ProductListQuery,
    responses: { 200: dataEnvelope(z.array(ProductResponse)), ...errors },
  }),
  getProductById: route({
    method: 'GET',
    path: '/api/Product/{id}',
    public: false,
    tags,
    summary: 'One of my products',
    params: IdParams,
    responses: { 200: dataEnvelope(ProductResponse), ...productErrors },
  }),
  postProduct: route({
    method: 'POST',
    path: '/api/Product',
    public: false,
    tags,
    summary: 'Adds a product to my inventory',
    body: CreateProductBody,
    responses: { 201: dataEnvelope(ProductResponse), ...errors },
  }),
  patchProductById: route({
    method: 'PATCH',
    path: '/api/Product/{id}',
    public: false,
    tags,
    summary: 'Edits one of my products; running offers keep what they copied',
    params: IdParams,
    body: PatchProductBody,
    responses: { 200: dataEnvelope(ProductResponse), ...productErrors },
  }),
  deleteProductById: route({
    method: 'DELETE',
    path: '/api/Product/{id}',
    public: false,
    tags,
    summary: 'Deletes one of my products; 409 product_has_offers while an offer of it exists',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...productErrors, 409: ApiErrorBody },
  }),
};
