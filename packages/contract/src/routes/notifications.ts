import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  NotificationCountResponse,
  NotificationListQuery,
  NotificationResponse,
  NotificationSeeAllQuery,
  NotificationTestQuery,
} from '../notifications';
import { route } from './route';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const empty = dataEnvelope(z.object({}));

/** The routes of notifications (registered by its notifications.routes.ts on the server). */
export const notificationsContract = {
  getNotification: route({
    method: 'GET',
    path: '/api/Notification',
    public: false,
    tags,
    summary: 'My notifications, newest first (20 per page)',
    query: NotificationListQuery,
    responses: { 200: dataEnvelope(z.array(NotificationResponse)), ...errors },
  }),
  getNotificationCount: route({
    method: 'GET',
    path: '/api/Notification/Count',
    public: false,
    tags,
    summary: 'How many of my notifications are unseen',
    responses: { 200: dataEnvelope(NotificationCountResponse), ...errors },
  }),
  patchNotificationSeeAll: route({
    method: 'PATCH',
    path: '/api/Notification/SeeAll',
    public: false,
    tags,
    summary:
      'Marks my notifications seen (leaving the notifications screen): all, or up to the newest shown',
    query: NotificationSeeAllQuery,
    responses: { 200: empty, ...errors },
  }),
  patchNotificationSee: route({
    method: 'PATCH',
    path: '/api/Notification/{id}/See',
    public: false,
    tags,
    summary: 'Marks one of my notifications seen; anyone else’s is 404',
    params: IdParams,
    responses: { 200: empty, ...errors, 404: ApiErrorBody },
  }),
  postNotificationTest: route({
    method: 'POST',
    path: '/api/Notification/Test',
    public: false,
    tags,
    summary: 'Sends me a TEST notification, now or (delayed=true) a few seconds later',
    query: NotificationTestQuery,
    responses: { 201: empty, ...errors, 429: ApiErrorBody },
  }),
};
