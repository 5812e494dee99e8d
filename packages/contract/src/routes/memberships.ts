import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { GroupResponse, MembershipActionBody } from '../groups';
import { route } from './route';

const tags = ['groups'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of memberships (registered by its memberships.routes.ts on the server). */
export const membershipsContract = {
  postMembershipLeave: route({
    method: 'POST',
    path: '/api/Membership/{id}/Leave',
    public: false,
    tags,
    summary: 'Leaves a group (own membership only); the last admin must hand over first',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...errors, 409: ApiErrorBody },
  }),
  postMembershipPromote: route({
    method: 'POST',
    path: '/api/Membership/Promote',
    public: false,
    tags,
    summary: 'Makes a member an admin (admins only); 409 not_yet_joined for non-members',
    body: MembershipActionBody,
    responses: { 200: dataEnvelope(GroupResponse), ...errors, 409: ApiErrorBody },
  }),
  postMembershipKick: route({
    method: 'POST',
    path: '/api/Membership/Kick',
    public: false,
    tags,
    summary: 'Removes a non-admin member (admins only); 409 cannot_kick_admin or not_yet_joined',
    body: MembershipActionBody,
    responses: { 200: dataEnvelope(GroupResponse), ...errors, 409: ApiErrorBody },
  }),
};
