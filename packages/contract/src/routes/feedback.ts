import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CreateFeedbackBody,
  FeedbackListQuery,
  FeedbackResponse,
  PatchFeedbackBody,
} from '../feedback';
import { route } from './route';

const tags = ['feedback'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The routes of feedback (registered by its feedback.routes.ts on the server). */
export const feedbackContract = {
  postFeedback: route({
    method: 'POST',
    path: '/api/Feedback',
    public: false,
    tags,
    summary: 'Sends feedback, optionally about a screen (anyone signed in; 10 an hour)',
    body: CreateFeedbackBody,
    responses: { 201: dataEnvelope(FeedbackResponse), ...errors, 429: ApiErrorBody },
  }),
  getFeedback: route({
    method: 'GET',
    path: '/api/Feedback',
    public: false,
    tags,
    summary: 'Open (or done) feedback, newest first (site administrators)',
    query: FeedbackListQuery,
    responses: { 200: dataEnvelope(z.array(FeedbackResponse)), ...errors },
  }),
  patchFeedbackById: route({
    method: 'PATCH',
    path: '/api/Feedback/{id}',
    public: false,
    tags,
    summary: 'Marks feedback done, or open again (site administrators)',
    params: IdParams,
    body: PatchFeedbackBody,
    responses: { 200: dataEnvelope(FeedbackResponse), ...errors, 404: ApiErrorBody },
  }),
};
