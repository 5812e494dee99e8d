import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CreateEventBody,
  DeleteEventQuery,
  EventApplicationBody,
  EventListQuery,
  EventResponse,
  PatchEventBody,
} from '../events';
import { route } from './route';

const tags = ['events'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const eventErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of events (registered by its events.routes.ts on the server). */
export const eventsContract = {
  getEvent: route({
    method: 'GET',
    path: '/api/Event',
    public: false,
    tags,
    summary: 'Events of my groups (search, tags, sortBy time|creationTime|name, hidePast)',
    query: EventListQuery,
    responses: { 200: dataEnvelope(z.array(EventResponse)), ...errors },
  }),
  getEventById: route({
    method: 'GET',
    path: '/api/Event/{id}',
    public: false,
    tags,
    summary: 'An event with its answers (members of its group only)',
    params: IdParams,
    responses: { 200: dataEnvelope(EventResponse), ...eventErrors },
  }),
  postEvent: route({
    method: 'POST',
    path: '/api/Event',
    public: false,
    tags,
    summary: 'Creates an event in a group of mine; a repeat creates every occurrence',
    body: CreateEventBody,
    responses: { 201: dataEnvelope(EventResponse), ...eventErrors },
  }),
  patchEventById: route({
    method: 'PATCH',
    path: '/api/Event/{id}',
    public: false,
    tags,
    summary: 'Edits an event, or this and the following occurrences (author or group admin)',
    params: IdParams,
    body: PatchEventBody,
    responses: { 200: dataEnvelope(EventResponse), ...eventErrors },
  }),
  deleteEventById: route({
    method: 'DELETE',
    path: '/api/Event/{id}',
    public: false,
    tags,
    summary: 'Deletes an event, or this and the following occurrences; tells who said yes',
    params: IdParams,
    query: DeleteEventQuery,
    responses: { 200: dataEnvelope(z.object({})), ...eventErrors },
  }),
  postEventApplication: route({
    method: 'POST',
    path: '/api/EventApplication',
    public: false,
    tags,
    summary: 'Answers an event yes, no or neutral (null) before its application deadline',
    body: EventApplicationBody,
    responses: { 200: dataEnvelope(EventResponse), 422: ApiErrorBody, ...eventErrors },
  }),
};
