import {
  errorMessages,
  photoMessages,
  type PatchPhotoBody,
  type PhotoRef,
  type PhotoUploadQuery,
} from '@kozos/contract';
import type { PhotoLimits } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound, validationFailed } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { WindowCounter } from '../../limits/window-counter';
import { processPhoto } from './photo-processing';
import { photoStore } from './photo-store';
import type { VariantAccess } from './variant-access';
import { VariantCache } from './variant-cache';
import {
  copyOwnerPhotos,
  deleteUnattachedPhoto,
  findPhoto,
  findVisiblePhoto,
  insertPhoto,
  isUnattached,
  photosOfOwners,
  setOwnerPhotos,
  setPhotoAlt,
  storedBytesOf,
  type PhotoOwner,
  type PhotoOwnerKind,
  type PhotoRow,
} from './photos.repository';

export type { PhotoOwner, PhotoOwnerKind } from './photos.repository';

export function toPhotoRef(row: PhotoRow): PhotoRef {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    thumbhash: row.thumbhash,
    widths: [...row.widths].sort((a, b) => a - b),
    alt: row.alt,
  };
}

export interface PhotoService {
  limits: PhotoLimits;
  uploads: WindowCounter;
  /** Bytes of recently served variants by ETag (decision 225). */
  variants: VariantCache;
  /** Who may see which variant, kept while the write clock allows (decision 226). */
  access: VariantAccess;
}

export function createPhotoService(
  db: Db,
  limits: PhotoLimits,
  access: VariantAccess,
): PhotoService {
  return {
    limits,
    uploads: new WindowCounter(db, 'photo-uploads', limits.uploadsPerHour, 3600 * 1000),
    variants: new VariantCache(limits.cacheBytes),
    access,
  };
}

/**
 * POST /api/Photo: checks the size, the uploader's hourly count and storage, processes the image
 * (refusing by content), and stores the photo and all its variants in one transaction, so a
 * refusal or a failure leaves nothing behind.
 */
export async function uploadPhoto(
  db: Db,
  service: PhotoService,
  viewer: CurrentUser,
  body: Buffer,
  query: PhotoUploadQuery,
): Promise<PhotoRef> {
  if (body.length === 0) throw badRequest(photoMessages.notImage);
  if (body.length > service.limits.maxBytes) throw badRequest(photoMessages.tooLarge);
  if ((await storedBytesOf(db, viewer.id)) >= service.limits.storagePerUserBytes)
    throw badRequest(photoMessages.storageFull);
  if (!(await service.uploads.take(viewer.id))) throw new AppError(429, photoMessages.uploadRate);
  const processed = await processPhoto(body, service.limits.maxPixels);
  const bytes = processed.variants.reduce((sum, variant) => sum + variant.content.length, 0);
  const row = await insertPhoto(
    db,
    {
      uploaderId: viewer.id,
      width: processed.width,
      height: processed.height,
      thumbhash: processed.thumbhash,
      widths: processed.variants.map((variant) => variant.width),
      alt: query.alt ?? '',
      bytes,
    },
    processed.variants,
  );
  return toPhotoRef(row);
}

export async function getPhoto(db: Db, viewer: CurrentUser, id: string): Promise<PhotoRef> {
  const row = await findVisiblePhoto(db, id, viewer.id);
  if (!row) throw notFound(photoMessages.notFound);
  return toPhotoRef(row);
}

/** PATCH /api/Photo/{id}: the uploader only (others who may see it get 403). */
export async function patchPhoto(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: PatchPhotoBody,
): Promise<PhotoRef> {
  const row = await findVisiblePhoto(db, id, viewer.id);
  if (!row) throw notFound(photoMessages.notFound);
  if (row.uploaderId !== viewer.id) throw new AppError(403, errorMessages.forbidden);
  const updated = await setPhotoAlt(db, id, body.alt);
  if (!updated) throw notFound(photoMessages.notFound);
  return toPhotoRef(updated);
}

/** DELETE /api/Photo/{id}: an unattached upload of mine; an attached one goes by editing its item. */
export async function deletePhoto(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const row = await findVisiblePhoto(db, id, viewer.id);
  if (!row) throw notFound(photoMessages.notFound);
  if (row.uploaderId !== viewer.id) throw new AppError(403, errorMessages.forbidden);
  if (!isUnattached(row)) throw conflict(photoMessages.inUse);
  if (!(await deleteUnattachedPhoto(db, id, viewer.id))) throw conflict(photoMessages.inUse);
}

export type VariantAnswer =
  { status: 304; etag: string } | { status: 200; etag: string; content: Buffer };

/**
 * GET /api/Photo/{id}/{width}.webp (decision 225): one statement asks whether the viewer may see
 * the photo and answers the variant's ETag, on every request; a current `If-None-Match` is a 304
 * then and there, else the bytes come from the cache of served variants, or from the store once.
 */
export async function getVariant(
  db: Db,
  service: PhotoService,
  viewer: CurrentUser,
  id: string,
  width: number,
  ifNoneMatch: string | undefined,
): Promise<VariantAnswer> {
  // Who may see it is the photo row's question, its answer kept while no write of the viewer's
  // scopes came since (decision 226); the store and the byte cache only hold the bytes.
  const etag = await service.access.visibleTag(viewer.id, id, width, () =>
    photoStore.visibleTag(db, id, width, viewer.id),
  );
  if (!etag) throw notFound(photoMessages.notFound);
  const quoted = `"${etag}"`;
  if (ifNoneMatch) {
    const given = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (given.includes(quoted) || given.includes('*')) return { status: 304, etag: quoted };
  }
  const cached = service.variants.get(etag);
  if (cached) return { status: 200, etag: quoted, content: cached };
  const variant = await photoStore.read(db, id, width);
  if (!variant) throw notFound(photoMessages.notFound);
  service.variants.set(variant.etag, variant.content);
  return { status: 200, etag: `"${variant.etag}"`, content: variant.content };
}

/**
 * Makes `photoIds` the photos of `owner` inside the caller's transaction (items' create and
 * update): each must be an upload of the viewer, unattached or already the owner's; photos the
 * list leaves out are deleted. A 400 on `photoIds` names a refused one.
 */
export async function attachPhotos(
  tx: Db,
  viewer: CurrentUser,
  owner: PhotoOwner,
  photoIds: readonly string[],
): Promise<void> {
  const refused = await setOwnerPhotos(tx, owner, viewer.id, photoIds);
  if (refused.length > 0) throw validationFailed({ photoIds: [photoMessages.notFound] });
}

/** An offer keeps the photos of the product it was made from (decision 073). */
export async function copyProductPhotosToOffer(
  tx: Db,
  productId: string,
  offerId: string,
): Promise<void> {
  await copyOwnerPhotos(tx, { productId }, { offerId });
}

/** The photos of many items of one kind, as refs in display order, by item id. */
export async function photoRefsOf(
  db: Db,
  kind: PhotoOwnerKind,
  ids: readonly string[],
): Promise<Map<string, PhotoRef[]>> {
  const rows = await photosOfOwners(db, kind, ids);
  return new Map([...rows].map(([id, list]) => [id, list.map(toPhotoRef)]));
}

/** Fills `photos` of items answered by a feature (one query for the whole list). */
export async function withPhotos<T extends { id: string; photos: PhotoRef[] }>(
  db: Db,
  kind: PhotoOwnerKind,
  items: T[],
): Promise<T[]> {
  const refs = await photoRefsOf(
    db,
    kind,
    items.map((item) => item.id),
  );
  for (const item of items) item.photos = refs.get(item.id) ?? [];
  return items;
}

export { findPhoto };

/**
 * `avatarPhotoId` of PATCH /api/User, inside the caller's transaction: an upload of mine becomes
 * my profile picture (the one before it is deleted); null removes it.
 */
export async function setAvatar(tx: Db, viewer: CurrentUser, photoId: string | null) {
  const refused = await setOwnerPhotos(
    tx,
    { avatarOf: viewer.id },
    viewer.id,
    photoId ? [photoId] : [],
  );
  if (refused.length > 0) throw validationFailed({ avatarPhotoId: [photoMessages.notFound] });
}

/** The profile pictures of these people, by user id (those without one are left out). */
export async function avatarsOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, PhotoRef>> {
  const refs = await photoRefsOf(db, 'avatarOf', userIds);
  return new Map([...refs].flatMap(([id, list]) => (list[0] ? [[id, list[0]] as const] : [])));
}
