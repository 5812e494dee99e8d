import { createHash } from 'node:crypto';
import {
  AddMissingTranslationsResponse,
  ApiErrorBody,
  dataEnvelope,
  DeleteTranslationChangesResponse,
  PublishedTranslations,
  PublishedTranslationsQuery,
  SaveTranslationBody,
  TranslationChanges,
  TranslationListQuery,
  TranslationRow,
  TranslationSummary,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import type { FileTexts } from '../../texts/locale-files';
import {
  addMissingTranslations,
  addTranslation,
  deleteTranslationChanges,
  getPublishedTranslations,
  getTranslationChanges,
  getTranslationSummary,
  listTranslationRows,
  saveTranslation,
} from './translations.service';

const tags = ['translations'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The published texts' validator: a reload revalidates with one conditional request. */
function etagOf(body: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

export const translationsRoutes: FastifyPluginCallbackZod<{ db: Db; texts: FileTexts }> = (
  app,
  { db, texts },
  done,
) => {
  // Everyone reads the published texts (the login screen too); only the editor needs a user.
  app.get(
    '/api/Translation',
    {
      schema: {
        tags,
        summary: 'The texts of a language that differ from the app’s own (anyone; ETag)',
        querystring: PublishedTranslationsQuery,
        response: { 200: dataEnvelope(PublishedTranslations), 304: z.null(), 400: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const data = await getPublishedTranslations(db, request.query.language);
      const etag = etagOf(data);
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { data };
    },
  );

  const admin = { preValidation: app.requireUser };

  app.get(
    '/api/Translation/Keys',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The editor’s rows by key, with search (site administrators)',
        querystring: TranslationListQuery,
        response: { 200: dataEnvelope(z.array(TranslationRow)), ...errors },
      },
    },
    async (request) => ({
      data: await listTranslationRows(db, currentUserOf(request), request.query),
    }),
  );

  app.get(
    '/api/Translation/Summary',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Counts, missing keys and the last edit (site administrators)',
        response: { 200: dataEnvelope(TranslationSummary), ...errors },
      },
    },
    async (request) => ({ data: await getTranslationSummary(db, currentUserOf(request), texts) }),
  );

  app.patch(
    '/api/Translation',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Saves the texts of one key (site administrators)',
        body: SaveTranslationBody,
        response: { 200: dataEnvelope(TranslationRow), ...errors, 404: ApiErrorBody },
      },
    },
    async (request) => ({
      data: await saveTranslation(db, currentUserOf(request), request.body),
    }),
  );

  app.post(
    '/api/Translation',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Adds a translation constant (site administrators); 409 translation_exists',
        body: SaveTranslationBody,
        response: { 201: dataEnvelope(TranslationRow), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const data = await addTranslation(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/Translation/Changes',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The changed texts by locale file, to paste into it (site administrators)',
        response: { 200: dataEnvelope(TranslationChanges), ...errors },
      },
    },
    async (request) => ({ data: await getTranslationChanges(db, currentUserOf(request)) }),
  );

  app.delete(
    '/api/Translation/Changes',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Puts every text back to the locale files’ (site administrators)',
        response: { 200: dataEnvelope(DeleteTranslationChangesResponse), ...errors },
      },
    },
    async (request) => ({ data: await deleteTranslationChanges(db, currentUserOf(request)) }),
  );

  app.post(
    '/api/Translation/Missing',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Adds the locale files’ keys the table lacks (site administrators)',
        response: { 200: dataEnvelope(AddMissingTranslationsResponse), ...errors },
      },
    },
    async (request) => ({
      data: await addMissingTranslations(db, currentUserOf(request), texts),
    }),
  );
  done();
};
