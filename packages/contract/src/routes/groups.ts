import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  CreateGroupBody,
  GroupListItem,
  GroupListQuery,
  GroupResponse,
  PatchGroupBody,
} from '../groups';
import { route } from './route';

const tags = ['groups'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const groupErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of groups (registered by its groups.routes.ts on the server). */
export const groupsContract = {
  getGroup: route({
    method: 'GET',
    path: '/api/Group',
    public: false,
    tags,
    summary: 'My groups: search on name and description, sort by creationTime or name',
    query: GroupListQuery,
    responses: { 200: dataEnvelope(z.array(GroupListItem)), ...errors },
  }),
  getGroupById: route({
    method: 'GET',
    path: '/api/Group/{id}',
    public: false,
    tags,
    summary: 'A group with its members (members only)',
    params: IdParams,
    responses: { 200: dataEnvelope(GroupResponse), ...groupErrors },
  }),
  postGroup: route({
    method: 'POST',
    path: '/api/Group',
    public: false,
    tags,
    summary: 'Creates a group; the creator is its first admin',
    body: CreateGroupBody,
    responses: { 201: dataEnvelope(GroupResponse), ...errors },
  }),
  patchGroupById: route({
    method: 'PATCH',
    path: '/api/Group/{id}',
    public: false,
    tags,
    summary: 'Edits name and description (admins only); notifies the other members',
    params: IdParams,
    body: PatchGroupBody,
    responses: { 200: dataEnvelope(GroupResponse), ...groupErrors },
  }),
  deleteGroupById: route({
    method: 'DELETE',
    path: '/api/Group/{id}',
    public: false,
    tags,
    summary: 'Deletes a group: its last admin only, and at most 2 members',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...groupErrors, 409: ApiErrorBody },
  }),
};
