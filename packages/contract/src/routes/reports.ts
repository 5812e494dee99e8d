import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { HideCommentBody } from '../comments';
import { CreateItemReportBody, ReportCount, ReportListQuery, ReportResponse } from '../reports';
import { text } from '../text';
import { route } from './route';

const tags = ['reports'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const created = { 201: dataEnvelope(z.object({ id: text() })), 409: ApiErrorBody, ...errors };
const reportSummary = (kind: string) =>
  `Reports ${kind} to the group's admins (spam, offensive, other with a text); members, not its author, once each`;

/** Reports of posts, offers and events, and the review of every kind (decision 205). */
export const reportsContract = {
  postPostReport: route({
    method: 'POST',
    path: '/api/Post/{id}/Report',
    public: false,
    tags,
    summary: reportSummary('a post'),
    params: IdParams,
    body: CreateItemReportBody,
    responses: created,
  }),
  postOfferReport: route({
    method: 'POST',
    path: '/api/Offer/{id}/Report',
    public: false,
    tags,
    summary: reportSummary('an offer'),
    params: IdParams,
    body: CreateItemReportBody,
    responses: created,
  }),
  postEventReport: route({
    method: 'POST',
    path: '/api/Event/{id}/Report',
    public: false,
    tags,
    summary: reportSummary('an event'),
    params: IdParams,
    body: CreateItemReportBody,
    responses: created,
  }),
  getReport: route({
    method: 'GET',
    path: '/api/Report',
    public: false,
    tags,
    summary:
      'Reports of comments, posts, offers and events in the groups I am an admin of (the site administrator: of every group), newest first',
    query: ReportListQuery,
    responses: { 200: dataEnvelope(z.array(ReportResponse)), ...errors },
  }),
  getReportCount: route({
    method: 'GET',
    path: '/api/Report/Count',
    public: false,
    tags,
    summary:
      'How many open reports I review (the groups I am an admin of; the site administrator: all)',
    responses: { 200: dataEnvelope(ReportCount), ...errors },
  }),
  postReportHide: route({
    method: 'POST',
    path: '/api/Report/{id}/Hide',
    public: false,
    tags,
    summary:
      'Hides the reported item (an admin of its group): only its author still sees it, with the reason',
    params: IdParams,
    body: HideCommentBody,
    responses: { 200: dataEnvelope(ReportResponse), ...errors },
  }),
  postReportDismiss: route({
    method: 'POST',
    path: '/api/Report/{id}/Dismiss',
    public: false,
    tags,
    summary: 'Dismisses a report (an admin of its group); the item stays as it is',
    params: IdParams,
    responses: { 200: dataEnvelope(ReportResponse), ...errors },
  }),
};
