import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import {
  AddMissingTranslationsResponse,
  DeleteTranslationChangesResponse,
  PublishedTranslations,
  PublishedTranslationsQuery,
  SaveTranslationBody,
  TranslationChanges,
  TranslationListQuery,
  TranslationRow,
  TranslationSummary,
} from '../translations';
import { route } from './route';

const tags = ['translations'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The routes of translations (registered by its translations.routes.ts on the server). */
export const translationsContract = {
  getTranslation: route({
    method: 'GET',
    path: '/api/Translation',
    public: true,
    tags,
    summary: 'The texts of a language that differ from the app’s own (anyone; ETag)',
    query: PublishedTranslationsQuery,
    responses: { 200: dataEnvelope(PublishedTranslations), 304: z.null(), 400: ApiErrorBody },
  }),
  getTranslationKeys: route({
    method: 'GET',
    path: '/api/Translation/Keys',
    public: false,
    tags,
    summary: 'The editor’s rows by key, with search (site administrators)',
    query: TranslationListQuery,
    responses: { 200: dataEnvelope(z.array(TranslationRow)), ...errors },
  }),
  getTranslationSummary: route({
    method: 'GET',
    path: '/api/Translation/Summary',
    public: false,
    tags,
    summary: 'Counts, missing keys and the last edit (site administrators)',
    responses: { 200: dataEnvelope(TranslationSummary), ...errors },
  }),
  patchTranslation: route({
    method: 'PATCH',
    path: '/api/Translation',
    public: false,
    tags,
    summary: 'Saves the texts of one key (site administrators)',
    body: SaveTranslationBody,
    responses: { 200: dataEnvelope(TranslationRow), ...errors, 404: ApiErrorBody },
  }),
  postTranslation: route({
    method: 'POST',
    path: '/api/Translation',
    public: false,
    tags,
    summary: 'Adds a translation constant (site administrators); 409 translation_exists',
    body: SaveTranslationBody,
    responses: { 201: dataEnvelope(TranslationRow), ...errors, 409: ApiErrorBody },
  }),
  getTranslationChanges: route({
    method: 'GET',
    path: '/api/Translation/Changes',
    public: false,
    tags,
    summary: 'The changed texts by locale file, to paste into it (site administrators)',
    responses: { 200: dataEnvelope(TranslationChanges), ...errors },
  }),
  deleteTranslationChanges: route({
    method: 'DELETE',
    path: '/api/Translation/Changes',
    public: false,
    tags,
    summary: 'Puts every text back to the locale files’ (site administrators)',
    responses: { 200: dataEnvelope(DeleteTranslationChangesResponse), ...errors },
  }),
  postTranslationMissing: route({
    method: 'POST',
    path: '/api/Translation/Missing',
    public: false,
    tags,
    summary: 'Adds the locale files’ keys the table lacks (site administrators)',
    responses: { 200: dataEnvelope(AddMissingTranslationsResponse), ...errors },
  }),
};
