import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { FeedItem, FeedQuery } from '../feed';
import { route } from './route';

const tags = ['feed'];
const response = {
  200: dataEnvelope(z.array(FeedItem)),
  400: ApiErrorBody,
  401: ApiErrorBody,
};
const scopedResponse = { ...response, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of feed (registered by its feed.routes.ts on the server). */
export const feedContract = {
  getFeed: route({
    method: 'GET',
    path: '/api/Feed',
    public: false,
    tags,
    summary: 'Items of all my groups, newest first (decision 015 for paging and search)',
    query: FeedQuery,
    responses: response,
  }),
  getGroupFeed: route({
    method: 'GET',
    path: '/api/Group/{id}/Feed',
    public: false,
    tags,
    summary: "A group's items (members only)",
    params: IdParams,
    query: FeedQuery,
    responses: scopedResponse,
  }),
  getUserFeed: route({
    method: 'GET',
    path: '/api/User/{id}/Feed',
    public: false,
    tags,
    summary: "A user's items in the groups the caller shares with them",
    params: IdParams,
    query: FeedQuery,
    responses: scopedResponse,
  }),
};
