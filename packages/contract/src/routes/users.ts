import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { DeleteUserBody, MeResponse, PatchUserBody, UserProfileResponse } from '../users';
import { route } from './route';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

/** The routes of users (registered by its users.routes.ts on the server). */
export const usersContract = {
  getUser: route({
    method: 'GET',
    path: '/api/User',
    public: false,
    tags: ['users'],
    summary: 'The signed-in user',
    responses: { 200: dataEnvelope(MeResponse), 401: ApiErrorBody },
  }),
  patchUser: route({
    method: 'PATCH',
    path: '/api/User',
    public: false,
    tags: ['users'],
    summary: 'Changes any of the own profile fields and settings (onboarding, /settings)',
    body: PatchUserBody,
    responses: { 200: dataEnvelope(MeResponse), ...errors, 409: ApiErrorBody },
  }),
  getUserById: route({
    method: 'GET',
    path: '/api/User/{id}',
    public: false,
    tags: ['users'],
    summary: "A user's profile; e-mail, phone and company only for those allowed to see them",
    params: IdParams,
    responses: { 200: dataEnvelope(UserProfileResponse), ...errors, 404: ApiErrorBody },
  }),
  postUserDelete: route({
    method: 'POST',
    path: '/api/User/Delete',
    public: false,
    tags: ['users'],
    summary: 'Deletes the own account after checking the password (decision 013)',
    body: DeleteUserBody,
    responses: {
      200: dataEnvelope(z.object({})),
      ...errors,
      403: ApiErrorBody,
      409: ApiErrorBody,
      429: ApiErrorBody,
    },
  }),
};
