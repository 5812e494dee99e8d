import { identityContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../plugins/contract-route';
import type { Config } from '../config';
import type { Auth } from './auth';
import { exchangeSessionCookie } from './session-token';

/** Public facts for the login screen, and the Google sign-in's cookie → token exchange. */
export const identityRoutes: FastifyPluginCallbackZod<{ auth: Auth; config: Config }> = (
  app,
  { auth, config },
  done,
) => {
  routeFrom(app, identityContract.getAuthConfig, {}, () => ({
    data: {
      googleEnabled: config.auth.google !== undefined,
      passwordMinLength: config.auth.passwordMinLength,
    },
  }));

  routeFrom(app, identityContract.postSessionToken, {}, async (request, reply) => {
    const token = await exchangeSessionCookie(auth, config.publicUrl, request, reply);
    return { data: { token } };
  });
  done();
};
