import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import {
  CalendarQuery,
  CalendarResponse,
  CalendarSubscription,
  CalendarTokenParams,
} from '../calendar';
import { route } from './route';

const tags = ['calendar'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

/** The routes of calendar (registered by its calendar.routes.ts on the server). */
export const calendarContract = {
  getCalendar: route({
    method: 'GET',
    path: '/api/Calendar',
    public: false,
    tags,
    summary: 'What of my groups and of mine has a date in [from, to) (at most 93 days)',
    query: CalendarQuery,
    responses: { 200: dataEnvelope(CalendarResponse), ...errors },
  }),
  getCalendarSubscription: route({
    method: 'GET',
    path: '/api/Calendar/Subscription',
    public: false,
    tags,
    summary: 'My secret calendar address (ICS), or null',
    responses: { 200: dataEnvelope(CalendarSubscription), ...errors },
  }),
  postCalendarSubscription: route({
    method: 'POST',
    path: '/api/Calendar/Subscription',
    public: false,
    tags,
    summary: 'Makes a new secret calendar address; the previous one stops working',
    responses: { 201: dataEnvelope(CalendarSubscription), ...errors },
  }),
  deleteCalendarSubscription: route({
    method: 'DELETE',
    path: '/api/Calendar/Subscription',
    public: false,
    tags,
    summary: 'Revokes my secret calendar address',
    responses: { 200: dataEnvelope(z.object({})), ...errors },
  }),
  getCalendarIcsByToken: route({
    method: 'GET',
    path: '/api/Calendar/ics/{token}',
    public: true,
    tags,
    summary: 'The iCalendar (RFC 5545) feed behind a secret calendar address',
    params: CalendarTokenParams,
    responses: { 200: z.string(), 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
  }),
};
