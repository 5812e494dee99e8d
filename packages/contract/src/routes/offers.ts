import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CreateOfferBody,
  DealerOfferResponse,
  OfferListQuery,
  OfferResponse,
  PatchOfferBody,
} from '../offers';
import { route } from './route';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const offerErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };
const offerList = { 200: dataEnvelope(z.array(OfferResponse)), ...errors };

/** The routes of offers (registered by its offers.routes.ts on the server). */
export const offersContract = {
  getOffer: route({
    method: 'GET',
    path: '/api/Offer',
    public: false,
    tags,
    summary: 'The market: offers of all my groups (search, tags, sortBy, order, hidePast)',
    query: OfferListQuery,
    responses: offerList,
  }),
  getOfferMine: route({
    method: 'GET',
    path: '/api/Offer/Mine',
    public: false,
    tags,
    summary: 'The offers I made (with their purchase time)',
    query: OfferListQuery,
    responses: offerList,
  }),
  getDealerOffer: route({
    method: 'GET',
    path: '/api/DealerOffer',
    public: false,
    tags,
    summary: "For a producer: dealers' offers of their products, with the ordered amounts",
    query: OfferListQuery,
    responses: { 200: dataEnvelope(z.array(DealerOfferResponse)), ...errors },
  }),
  getOfferById: route({
    method: 'GET',
    path: '/api/Offer/{id}',
    public: false,
    tags,
    summary: "An offer (its group's members and its dealer)",
    params: IdParams,
    responses: { 200: dataEnvelope(OfferResponse), ...offerErrors },
  }),
  postOffer: route({
    method: 'POST',
    path: '/api/Offer',
    public: false,
    tags,
    summary:
      'Offers one of my products in one of my groups; reserves tracked stock; notifies the group',
    body: CreateOfferBody,
    responses: {
      201: dataEnvelope(OfferResponse),
      ...offerErrors,
      409: ApiErrorBody,
    },
  }),
  patchOffer: route({
    method: 'PATCH',
    path: '/api/Offer',
    public: false,
    tags,
    summary:
      'Changes the amount on offer and/or the pick-up place (the dealer; not below the ordered amount, not after the deadline)',
    body: PatchOfferBody,
    responses: {
      200: dataEnvelope(OfferResponse),
      ...offerErrors,
      409: ApiErrorBody,
      422: ApiErrorBody,
    },
  }),
  deleteOfferById: route({
    method: 'DELETE',
    path: '/api/Offer/{id}',
    public: false,
    tags,
    summary: 'Deletes my offer while nobody has ordered from it; the stock comes back',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...offerErrors, 409: ApiErrorBody },
  }),
};
