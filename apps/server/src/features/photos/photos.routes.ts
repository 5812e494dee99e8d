import { photoMessages, photosContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { currentUserOf } from '../../identity/current-user';
import { routeFrom } from '../../plugins/contract-route';
import type { PhotoLimits } from '../../config';
import {
  createPhotoService,
  deletePhoto,
  getPhoto,
  getVariant,
  patchPhoto,
  uploadPhoto,
} from './photos.service';
import type { VariantAccess } from './variant-access';

/** What a browser may keep: the URL names one variant of one photo, whose bytes never change. */
const variantCacheControl = 'private, max-age=31536000, immutable';

export const photosRoutes: FastifyPluginCallbackZod<{
  db: Db;
  limits: PhotoLimits;
  access: VariantAccess;
}> = (app, { db, limits, access }, done) => {
  const service = createPhotoService(db, limits, access);

  // The upload's body is the image itself, read up to the limit and refused beyond it with a
  // 400 of its own (never half-read into memory past PHOTO_MAX_BYTES).
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)(\s*;.*)?$/i,
    (request, payload, parsed) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        payload.resume();
        parsed(badRequest(photoMessages.tooLarge), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      const finish = (error: Error | null, body?: Buffer) => {
        if (finished) return;
        finished = true;
        parsed(error, body);
      };
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          payload.removeAllListeners('data');
          payload.resume();
          finish(badRequest(photoMessages.tooLarge));
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => finish(null, Buffer.concat(chunks)));
      payload.on('error', (error) => finish(error));
    },
  );

  routeFrom(
    app,
    photosContract.postPhoto,
    { preValidation: app.requireUser, bodyLimit: limits.maxBytes + 1 },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      if (!body) throw badRequest(photoMessages.notImage);
      const data = await uploadPhoto(db, service, currentUserOf(request), body, request.query);
      return reply.code(201).send({ data });
    },
  );

  routeFrom(
    app,
    photosContract.getPhotoById,
    { preValidation: app.requireUser },
    async (request) => ({
      data: await getPhoto(db, currentUserOf(request), request.params.id),
    }),
  );

  routeFrom(
    app,
    photosContract.patchPhotoById,
    { preValidation: app.requireUser },
    async (request) => ({
      data: await patchPhoto(db, currentUserOf(request), request.params.id, request.body),
    }),
  );

  routeFrom(
    app,
    photosContract.deletePhotoById,
    { preValidation: app.requireUser },
    async (request) => {
      await deletePhoto(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );

  routeFrom(
    app,
    photosContract.getPhotoVariant,
    { preValidation: app.requireUserOrSessionCookie },
    async (request, reply) => {
      const answer = await getVariant(
        db,
        service,
        currentUserOf(request),
        request.params.id,
        request.params.width,
        request.headers['if-none-match'],
      );
      reply
        .header('cache-control', variantCacheControl)
        .header('etag', answer.etag)
        .header('vary', 'Authorization, Cookie');
      if (answer.status === 304) return reply.code(304).send('');
      // A Buffer is sent as it is: no serializer touches it.
      return reply
        .code(200)
        .type('image/webp')
        .send(answer.content as unknown as string);
    },
  );
  done();
};
