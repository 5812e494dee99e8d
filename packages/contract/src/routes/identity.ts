import { ApiErrorBody, dataEnvelope } from '../api';
import { AuthConfigResponse, SessionTokenResponse } from '../users';
import { route } from './route';

/** The routes of identity (registered by its identity.routes.ts on the server). */
export const identityContract = {
  getAuthConfig: route({
    method: 'GET',
    path: '/api/AuthConfig',
    public: true,
    tags: ['identity'],
    summary: 'What the login and register screens need to know about this instance',
    responses: { 200: dataEnvelope(AuthConfigResponse) },
  }),
  postSessionToken: route({
    method: 'POST',
    path: '/api/Session/Token',
    public: true,
    tags: ['identity'],
    summary:
      'After Google sign-in: trades the session cookie for a bearer token and clears the cookie (same origin only)',
    responses: { 200: dataEnvelope(SessionTokenResponse), 401: ApiErrorBody, 403: ApiErrorBody },
  }),
};
