import { z } from 'zod';
import {
  CreateAccessCodeBody,
  CreatedAccessCode,
  GroupAccessCode,
  GroupAccessCodeParams,
  JoinByAccessCodeBody,
} from '../access-codes';
import { ApiErrorBody, dataEnvelope } from '../api';
import { GroupResponse } from '../groups';
import { GroupIdParams } from '../invitations';
import { route } from './route';

const tags = ['invitations'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of access-codes (registered by its access-codes.routes.ts on the server). */
export const accessCodesContract = {
  postAccessCodeByGroupId: route({
    method: 'POST',
    path: '/api/AccessCode/{groupId}',
    public: false,
    tags,
    summary: 'A new 8-character access code of the group, valid 48 hours (admins only)',
    params: GroupIdParams,
    body: CreateAccessCodeBody,
    responses: { 201: dataEnvelope(CreatedAccessCode), ...errors },
  }),
  getAccessCodeByGroupId: route({
    method: 'GET',
    path: '/api/AccessCode/{groupId}',
    public: false,
    tags,
    summary: "The group's codes that still work, newest first (admins only)",
    params: GroupIdParams,
    responses: { 200: dataEnvelope(z.array(GroupAccessCode)), ...errors },
  }),
  deleteAccessCodeById: route({
    method: 'DELETE',
    path: '/api/AccessCode/{groupId}/{id}',
    public: false,
    tags,
    summary: 'Revokes one code of the group at once (admins only)',
    params: GroupAccessCodeParams,
    responses: { 200: dataEnvelope(z.object({})), ...errors },
  }),
  postAccessCodeJoin: route({
    method: 'POST',
    path: '/api/AccessCode/Join',
    public: false,
    tags,
    summary: 'Joins the group of an access code; tries are limited per user and IP',
    body: JoinByAccessCodeBody,
    responses: {
      200: dataEnvelope(GroupResponse),
      ...errors,
      409: ApiErrorBody,
      410: ApiErrorBody,
      429: ApiErrorBody,
    },
  }),
};
