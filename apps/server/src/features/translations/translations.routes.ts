import { createHash } from 'node:crypto';
import { translationsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
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
  routeFrom(app, translationsContract.getTranslation, {}, async (request, reply) => {
    const data = await getPublishedTranslations(db, request.query.language);
    const etag = etagOf(data);
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return { data };
  });

  const admin = { preValidation: app.requireUser };

  routeFrom(app, translationsContract.getTranslationKeys, { ...admin }, async (request) => ({
    data: await listTranslationRows(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, translationsContract.getTranslationSummary, { ...admin }, async (request) => ({
    data: await getTranslationSummary(db, currentUserOf(request), texts),
  }));

  routeFrom(app, translationsContract.patchTranslation, { ...admin }, async (request) => ({
    data: await saveTranslation(db, currentUserOf(request), request.body),
  }));

  routeFrom(app, translationsContract.postTranslation, { ...admin }, async (request, reply) => {
    const data = await addTranslation(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, translationsContract.getTranslationChanges, { ...admin }, async (request) => ({
    data: await getTranslationChanges(db, currentUserOf(request)),
  }));

  routeFrom(app, translationsContract.deleteTranslationChanges, { ...admin }, async (request) => ({
    data: await deleteTranslationChanges(db, currentUserOf(request)),
  }));

  routeFrom(app, translationsContract.postTranslationMissing, { ...admin }, async (request) => ({
    data: await addMissingTranslations(db, currentUserOf(request), texts),
  }));
  done();
};
