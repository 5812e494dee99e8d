import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { FeedQuery } from '../feed';
import { CreatePostBody, PatchPostBody, PostResponse } from '../posts';
import { route } from './route';

const tags = ['posts'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const postErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of posts (registered by its posts.routes.ts on the server). */
export const postsContract = {
  getPost: route({
    method: 'GET',
    path: '/api/Post',
    public: false,
    tags,
    summary: 'Posts of all my groups, newest first (paging and filters as the feed)',
    query: FeedQuery,
    responses: { 200: dataEnvelope(z.array(PostResponse)), ...errors },
  }),
  getPostById: route({
    method: 'GET',
    path: '/api/Post/{id}',
    public: false,
    tags,
    summary: 'A post (members of its group only)',
    params: IdParams,
    responses: { 200: dataEnvelope(PostResponse), ...postErrors },
  }),
  postPost: route({
    method: 'POST',
    path: '/api/Post',
    public: false,
    tags,
    summary: 'Publishes a post in a group of mine; a warning notifies the other members',
    body: CreatePostBody,
    responses: { 201: dataEnvelope(PostResponse), ...postErrors },
  }),
  patchPostById: route({
    method: 'PATCH',
    path: '/api/Post/{id}',
    public: false,
    tags,
    summary: 'Edits a post (its author only); sets the edited marker',
    params: IdParams,
    body: PatchPostBody,
    responses: { 200: dataEnvelope(PostResponse), ...postErrors },
  }),
  deletePostById: route({
    method: 'DELETE',
    path: '/api/Post/{id}',
    public: false,
    tags,
    summary: 'Deletes a post (its author or an admin of its group)',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...postErrors },
  }),
};
