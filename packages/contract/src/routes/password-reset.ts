import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import { PasswordResetBody } from '../users';
import { route } from './route';

/** The routes of password-reset (registered by its password-reset.routes.ts on the server). */
export const passwordResetContract = {
  postPasswordReset: route({
    method: 'POST',
    path: '/api/passwordReset',
    public: true,
    tags: ['identity'],
    summary:
      'Mails a password-reset link in `lng`; the same answer whether or not the address is registered',
    body: PasswordResetBody,
    responses: { 200: dataEnvelope(z.object({})), 400: ApiErrorBody, 429: ApiErrorBody },
  }),
};
