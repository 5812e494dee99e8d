import { z } from 'zod';
import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import { PatchPhotoBody, PhotoRef, PhotoUploadQuery, PhotoVariantParams } from '../photos';
import { route } from './route';

const tags = ['photos'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const photoErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

/** The routes of photos (registered by photos.routes.ts on the server; issue 25). */
export const photosContract = {
  postPhoto: route({
    method: 'POST',
    path: '/api/Photo',
    public: false,
    tags,
    summary:
      'Uploads one image (the raw bytes as the body); stored as metadata-free WebP variants, the uploader’s until an item or the profile attaches it',
    query: PhotoUploadQuery,
    responses: { 201: dataEnvelope(PhotoRef), ...errors, 413: ApiErrorBody, 429: ApiErrorBody },
  }),
  getPhotoById: route({
    method: 'GET',
    path: '/api/Photo/{id}',
    public: false,
    tags,
    summary: 'One photo’s sizes, placeholder and caption, for those who may see it',
    params: IdParams,
    responses: { 200: dataEnvelope(PhotoRef), ...photoErrors },
  }),
  patchPhotoById: route({
    method: 'PATCH',
    path: '/api/Photo/{id}',
    public: false,
    tags,
    summary: 'Changes the caption (alt text) of one of my photos',
    params: IdParams,
    body: PatchPhotoBody,
    responses: { 200: dataEnvelope(PhotoRef), ...photoErrors },
  }),
  deletePhotoById: route({
    method: 'DELETE',
    path: '/api/Photo/{id}',
    public: false,
    tags,
    summary:
      'Deletes one of my uploads not yet attached; 409 photo_in_use once an item or my profile shows it (remove it by editing that)',
    params: IdParams,
    responses: { 200: dataEnvelope(z.object({})), ...photoErrors, 409: ApiErrorBody },
  }),
  getPhotoVariant: route({
    method: 'GET',
    path: '/api/Photo/{id}/{width}.webp',
    public: false,
    tags,
    summary:
      'One stored width of a photo as WebP; also signed in by the session cookie (an <img> sends no bearer token); ETag and private immutable caching',
    params: PhotoVariantParams,
    responses: { 200: z.string(), 304: z.string(), ...photoErrors },
  }),
};
