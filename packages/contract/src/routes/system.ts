import { ApiErrorBody, HealthResponse } from '../api';
import { route } from './route';

/** The routes of system (registered by its system.routes.ts on the server). */
export const systemContract = {
  getTeapot: route({
    method: 'GET',
    path: '/api/Teapot',
    public: true,
    tags: ['system'],
    summary: "I'm a teapot: the login screen calls it and ignores the answer (spec §7)",
    responses: { 418: ApiErrorBody },
  }),
  getHealthz: route({
    method: 'GET',
    path: '/healthz',
    public: true,
    tags: ['system'],
    summary:
      'Health check: 200 when the database answers and the instance is not stopping, 503 otherwise',
    responses: { 200: HealthResponse, 503: HealthResponse },
  }),
};
