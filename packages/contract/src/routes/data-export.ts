import { ApiErrorBody, dataEnvelope } from '../api';
import { DataExport } from '../data-export';
import { route } from './route';

/** The routes of data-export (registered by its data-export.routes.ts on the server). */
export const dataExportContract = {
  getUserExport: route({
    method: 'GET',
    path: '/api/User/Export',
    public: false,
    tags: ['users'],
    summary: 'Everything I entered, by section ("Download my data"); only my own',
    responses: { 200: dataEnvelope(DataExport), 401: ApiErrorBody },
  }),
};
