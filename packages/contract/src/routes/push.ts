import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import { PushKeyResponse, PushTokenBody, PushTokenCheckResponse } from '../delivery';
import { route } from './route';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

/** The routes of push (registered by its push.routes.ts on the server). */
export const pushContract = {
  getUserPushKey: route({
    method: 'GET',
    path: '/api/User/PushKey',
    public: false,
    tags,
    summary: 'The VAPID public key a browser subscribes to push with',
    responses: { 200: dataEnvelope(PushKeyResponse), ...errors },
  }),
  postUserToken: route({
    method: 'POST',
    path: '/api/User/Token',
    public: false,
    tags,
    summary: 'Registers (or renews) this browser’s push subscription (spec §7 push token)',
    body: PushTokenBody,
    responses: { 200: dataEnvelope(z.object({})), ...errors },
  }),
  postUserCheckNotificationToken: route({
    method: 'POST',
    path: '/api/User/CheckNotificationToken',
    public: false,
    tags,
    summary: 'Whether this push subscription is registered for me',
    body: PushTokenBody,
    responses: { 200: dataEnvelope(PushTokenCheckResponse), ...errors },
  }),
};
