import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import { text } from '../text';
import { CreateUserBody, CreateUserCheckResponse, CreateUserResponse } from '../users';
import { route } from './route';

/** The routes of activation (registered by its activation.routes.ts on the server). */
export const activationContract = {
  getCreateUserCheckByToken: route({
    method: 'GET',
    path: '/api/CreateUser/Check/{token}',
    public: true,
    tags: ['identity'],
    summary: 'The invited e-mail address of a valid, unused, unexpired activation token',
    params: z.object({ token: text().min(1).max(200) }),
    responses: { 200: dataEnvelope(CreateUserCheckResponse), 404: ApiErrorBody },
  }),
  postCreateUser: route({
    method: 'POST',
    path: '/api/CreateUser',
    public: true,
    tags: ['identity'],
    summary: 'Creates the invited account (e-mail counts as verified) and signs it in',
    body: CreateUserBody,
    responses: {
      201: dataEnvelope(CreateUserResponse),
      400: ApiErrorBody,
      404: ApiErrorBody,
      409: ApiErrorBody,
      429: ApiErrorBody,
    },
  }),
};
