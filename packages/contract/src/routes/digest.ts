import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import { DigestSettingBody, DigestSettingResponse } from '../delivery';
import { text } from '../text';
import { route } from './route';

const tags = ['notifications'];
const UnsubscribeQuery = z.object({ token: text().min(16).max(100) });
const unsubscribeErrors = { 400: ApiErrorBody, 404: ApiErrorBody };
const settingErrors = { 400: ApiErrorBody, 401: ApiErrorBody };

/**
 * One-click unsubscribe from the digest (decision 104), no sign-in: the link carries the
 * user's random token; `/api/Digest` is the settings switch, for the signed-in user.
 */
export const digestContract = {
  getDigestUnsubscribe: route({
    method: 'GET',
    path: '/api/Digest/Unsubscribe',
    public: true,
    tags,
    summary: 'Turns the daily digest mail off (the link in the mail); answers an HTML page',
    query: UnsubscribeQuery,
    responses: { ...unsubscribeErrors, 200: z.string() },
  }),
  postDigestUnsubscribe: route({
    method: 'POST',
    path: '/api/Digest/Unsubscribe',
    public: true,
    tags,
    summary: 'One-click unsubscribe for mail clients (RFC 8058)',
    query: UnsubscribeQuery,
    responses: { ...unsubscribeErrors, 200: z.object({ data: z.object({}) }) },
  }),
  getDigest: route({
    method: 'GET',
    path: '/api/Digest',
    public: false,
    tags,
    summary: 'Whether my daily summary mail of unseen notifications is on',
    responses: { ...settingErrors, 200: dataEnvelope(DigestSettingResponse) },
  }),
  putDigest: route({
    method: 'PUT',
    path: '/api/Digest',
    public: false,
    tags,
    summary: 'Turns my daily summary mail on or off',
    body: DigestSettingBody,
    responses: { ...settingErrors, 200: dataEnvelope(DigestSettingResponse) },
  }),
};
