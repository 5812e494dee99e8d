import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CommentListQuery,
  CommentPage,
  CommentResponse,
  CreateCommentBody,
  MentionableMember,
  MentionableQuery,
  PatchCommentBody,
} from '../comments';
import { route } from './route';

const tags = ['comments'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of comments (registered by comments.routes.ts on the server). */
export const commentsContract = {
  getComment: route({
    method: 'GET',
    path: '/api/Comment',
    public: false,
    tags,
    summary:
      "A page of an item's comments, oldest first, each top-level comment followed by its replies (members of the item's group only)",
    query: CommentListQuery,
    responses: { 200: dataEnvelope(CommentPage), ...errors },
  }),
  postComment: route({
    method: 'POST',
    path: '/api/Comment',
    public: false,
    tags,
    summary:
      "Comments on a post, offer or event of a group of mine, or replies to a comment; notifies the item's author, the replied-to and the mentioned",
    body: CreateCommentBody,
    responses: { 201: dataEnvelope(CommentResponse), 429: ApiErrorBody, ...errors },
  }),
  patchCommentById: route({
    method: 'PATCH',
    path: '/api/Comment/{id}',
    public: false,
    tags,
    summary: 'Edits a comment (its author only); sets the edited marker',
    params: IdParams,
    body: PatchCommentBody,
    responses: { 200: dataEnvelope(CommentResponse), ...errors },
  }),
  deleteCommentById: route({
    method: 'DELETE',
    path: '/api/Comment/{id}',
    public: false,
    tags,
    summary:
      'Deletes a comment (its author or an admin of the group); one with replies stays as a "deleted" marker',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...errors },
  }),
  getCommentMentionable: route({
    method: 'GET',
    path: '/api/Comment/Mentionable',
    public: false,
    tags,
    summary: "Members of the item's group to mention, for the @ autocomplete",
    query: MentionableQuery,
    responses: { 200: dataEnvelope(z.array(MentionableMember)), ...errors },
  }),
};
