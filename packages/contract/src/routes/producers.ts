import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  AddProducerBody,
  ConnectionListQuery,
  DealerConnection,
  ProducerConnection,
} from '../producers';
import { route } from './route';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const answerErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of producers (registered by its producers.routes.ts on the server). */
export const producersContract = {
  getProducer: route({
    method: 'GET',
    path: '/api/Producer',
    public: false,
    tags,
    summary: 'My producer connections, pending ones marked (sort by creationTime or name)',
    query: ConnectionListQuery,
    responses: { 200: dataEnvelope(z.array(ProducerConnection)), ...errors },
  }),
  postProducer: route({
    method: 'POST',
    path: '/api/Producer',
    public: false,
    tags,
    summary:
      'Asks a producer by e-mail: the same answer whether or not the address has an account; the producer accepts',
    body: AddProducerBody,
    responses: {
      201: dataEnvelope(ProducerConnection),
      ...errors,
      409: ApiErrorBody,
      429: ApiErrorBody,
    },
  }),
  deleteProducerById: route({
    method: 'DELETE',
    path: '/api/Producer/{id}',
    public: false,
    tags,
    summary: 'Removes a producer or dealer connection (either side); products lose the link',
    params: IdParams,
    responses: {
      200: dataEnvelope(z.object({})),
      ...errors,
      403: ApiErrorBody,
      404: ApiErrorBody,
    },
  }),
  getDealer: route({
    method: 'GET',
    path: '/api/Dealer',
    public: false,
    tags,
    summary: 'Who has me as a producer, paged (sort by creationTime (joined) or name)',
    query: ConnectionListQuery,
    responses: { 200: dataEnvelope(z.array(DealerConnection)), ...errors },
  }),
  postDealerAccept: route({
    method: 'POST',
    path: '/api/Dealer/{id}/Accept',
    public: false,
    tags,
    summary: 'The producer accepts a dealer’s request: the dealer sees them from now on',
    params: IdParams,
    responses: { 200: dataEnvelope(DealerConnection), ...answerErrors },
  }),
  postDealerDecline: route({
    method: 'POST',
    path: '/api/Dealer/{id}/Decline',
    public: false,
    tags,
    summary: 'The producer declines a dealer’s request: it leaves their list, the dealer waits',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...answerErrors },
  }),
};
