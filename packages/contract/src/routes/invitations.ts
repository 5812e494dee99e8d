import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { GroupResponse } from '../groups';
import {
  CreateEmailInvitationBody,
  CreateLinkInvitationResponse,
  EmailInvitation,
  GroupEmailParams,
  GroupIdParams,
  GroupLinkInvitation,
  GroupLinkParams,
  LinkInvitation,
  RevokeLinkInvitationsResponse,
  TokenParams,
} from '../invitations';
import { route } from './route';

const tags = ['invitations'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const empty = dataEnvelope(z.object({}));

/** The routes of invitations (registered by its invitations.routes.ts on the server). */
export const invitationsContract = {
  postInvitationLink: route({
    method: 'POST',
    path: '/api/Invitation/{groupId}/Link',
    public: false,
    tags,
    summary: 'A new invitation link {PUBLIC_URL}/?inv={token} (admins only; 14 days)',
    params: GroupIdParams,
    responses: { 201: dataEnvelope(CreateLinkInvitationResponse), ...errors },
  }),
  getInvitationLink: route({
    method: 'GET',
    path: '/api/Invitation/{groupId}/Link',
    public: false,
    tags,
    summary: "The group's links that still work, newest first, with their uses (admins only)",
    params: GroupIdParams,
    responses: { 200: dataEnvelope(z.array(GroupLinkInvitation)), ...errors },
  }),
  deleteInvitationLinkById: route({
    method: 'DELETE',
    path: '/api/Invitation/{groupId}/Link/{id}',
    public: false,
    tags,
    summary: 'Revokes one link of the group at once (admins only)',
    params: GroupLinkParams,
    responses: { 200: empty, ...errors },
  }),
  deleteInvitationLink: route({
    method: 'DELETE',
    path: '/api/Invitation/{groupId}/Link',
    public: false,
    tags,
    summary: 'Revokes every link of the group (admins only)',
    params: GroupIdParams,
    responses: { 200: dataEnvelope(RevokeLinkInvitationsResponse), ...errors },
  }),
  getInvitationLinkByToken: route({
    method: 'GET',
    path: '/api/Invitation/Link/{token}',
    public: false,
    tags,
    summary: 'The group a link invitation opens; 410 invitation_expired, 404 invalid_token',
    params: TokenParams,
    responses: { 200: dataEnvelope(LinkInvitation), ...errors, 410: ApiErrorBody },
  }),
  postInvitationEnterByLinkByToken: route({
    method: 'POST',
    path: '/api/Invitation/EnterByLink/{token}',
    public: false,
    tags,
    summary: 'Joins the group of a link invitation (spec {id} is the token); 409 already_member',
    params: TokenParams,
    responses: {
      200: dataEnvelope(GroupResponse),
      ...errors,
      409: ApiErrorBody,
      410: ApiErrorBody,
    },
  }),
  postInvitationEmail: route({
    method: 'POST',
    path: '/api/Invitation/{groupId}/Email',
    public: false,
    tags,
    summary: 'Invites an address (admins only): a notification, or a mail to create an account',
    params: GroupIdParams,
    body: CreateEmailInvitationBody,
    responses: {
      201: dataEnvelope(EmailInvitation),
      ...errors,
      409: ApiErrorBody,
      429: ApiErrorBody,
    },
  }),
  getInvitationEmailsOfGroup: route({
    method: 'GET',
    path: '/api/Invitation/{groupId}/Email',
    public: false,
    tags,
    summary: "The group's pending e-mail invitations (admins only)",
    params: GroupIdParams,
    responses: { 200: dataEnvelope(z.array(EmailInvitation)), ...errors },
  }),
  deleteInvitationEmailByEmail: route({
    method: 'DELETE',
    path: '/api/Invitation/{groupId}/Email/{email}',
    public: false,
    tags,
    summary: 'Withdraws the pending invitation of an address (admins only)',
    params: GroupEmailParams,
    responses: { 200: empty, ...errors },
  }),
  getInvitationEmailsToMe: route({
    method: 'GET',
    path: '/api/Invitation/Email',
    public: false,
    tags,
    summary: 'Pending invitations to my verified e-mail address',
    responses: { 200: dataEnvelope(z.array(EmailInvitation)), ...errors },
  }),
  postInvitationEnterByEmailById: route({
    method: 'POST',
    path: '/api/Invitation/EnterByEmail/{id}',
    public: false,
    tags,
    summary: 'Accepts an invitation to my address and joins; 409 already_member',
    params: IdParams,
    responses: { 200: dataEnvelope(GroupResponse), ...errors, 409: ApiErrorBody },
  }),
  deleteInvitationEmailById: route({
    method: 'DELETE',
    path: '/api/Invitation/Email/{id}',
    public: false,
    tags,
    summary: 'Declines an invitation to my address',
    params: IdParams,
    responses: { 200: empty, ...errors },
  }),
};
