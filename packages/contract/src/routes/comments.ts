import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CommentListQuery,
  CommentPage,
  CommentReportListQuery,
  CommentReportResponse,
  CommentResponse,
  CreateCommentBody,
  CreateCommentReportBody,
  HideCommentBody,
  MentionableMember,
  MentionableQuery,
  PatchCommentBody,
} from '../comments';
import { text } from '../text';
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
  postCommentReport: route({
    method: 'POST',
    path: '/api/Comment/{id}/Report',
    public: false,
    tags,
    summary:
      "Reports a comment to the group's admins (spam, offensive, other with a text); members, not its author, once each",
    params: IdParams,
    body: CreateCommentReportBody,
    responses: { 201: dataEnvelope(z.object({ id: text() })), 409: ApiErrorBody, ...errors },
  }),
  getCommentReport: route({
    method: 'GET',
    path: '/api/Comment/Report',
    public: false,
    tags,
    summary:
      'Reports of the groups I am an admin of (the site administrator: of every group), newest first',
    query: CommentReportListQuery,
    responses: { 200: dataEnvelope(z.array(CommentReportResponse)), ...errors },
  }),
  postCommentReportHide: route({
    method: 'POST',
    path: '/api/Comment/Report/{id}/Hide',
    public: false,
    tags,
    summary:
      'Hides the reported comment (an admin of its group): others read "hidden by an admin", its author the reason',
    params: IdParams,
    body: HideCommentBody,
    responses: { 200: dataEnvelope(CommentReportResponse), ...errors },
  }),
  postCommentReportDismiss: route({
    method: 'POST',
    path: '/api/Comment/Report/{id}/Dismiss',
    public: false,
    tags,
    summary: 'Dismisses a report (an admin of its group); the comment stays as it is',
    params: IdParams,
    responses: { 200: dataEnvelope(CommentReportResponse), ...errors },
  }),
};
