import {
  ApiErrorBody,
  AuthConfigResponse,
  dataEnvelope,
  SessionTokenResponse,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Auth } from './auth';
import { exchangeSessionCookie } from './session-token';

/** Public facts for the login screen, and the Google sign-in's cookie → token exchange. */
export const identityRoutes: FastifyPluginCallbackZod<{ auth: Auth; config: Config }> = (
  app,
  { auth, config },
  done,
) => {
  app.get(
    '/api/AuthConfig',
    {
      schema: {
        tags: ['identity'],
        summary: 'What the login and register screens need to know about this instance',
        response: { 200: dataEnvelope(AuthConfigResponse) },
      },
    },
    () => ({
      data: {
        googleEnabled: config.auth.google !== undefined,
        passwordMinLength: config.auth.passwordMinLength,
      },
    }),
  );

  app.post(
    '/api/Session/Token',
    {
      schema: {
        tags: ['identity'],
        summary:
          'After Google sign-in: trades the session cookie for a bearer token and clears the cookie (same origin only)',
        response: { 200: dataEnvelope(SessionTokenResponse), 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const token = await exchangeSessionCookie(auth, config.publicUrl, request, reply);
      return { data: { token } };
    },
  );
  done();
};
