import type { PhotoRef } from '@kozos/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { photoBlobs, photos } from '../db/schema/photos';
import { bearer, type IdentityTestApp, type TestUser } from './identity';

/* Factories for the photo tests (issue 25), through the HTTP API the web app uses. */

/** A photo as a phone takes it: a JPEG with camera and GPS EXIF. */
export function cameraJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 29/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '19/1 2/1 0/1',
      },
    })
    .toBuffer();
}

export function uploadPhoto(
  t: IdentityTestApp,
  user: TestUser | null,
  body: Buffer,
  type = 'image/jpeg',
  query = '',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Photo${query}`,
    headers: { 'content-type': type, ...(user ? bearer(user.token) : {}) },
    payload: body,
  });
}

/** A small photo uploaded by `user`, not yet attached. */
export async function uploadedPhoto(
  t: IdentityTestApp,
  user: TestUser,
  body?: Buffer,
  query = '',
): Promise<PhotoRef> {
  const response = await uploadPhoto(
    t,
    user,
    body ?? (await cameraJpeg(400, 300)),
    'image/jpeg',
    query,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PhotoRef }>().data;
}

/** Rows of `photos` and `photo_blobs`: what a deletion must take away. */
export async function storedPhotoCounts(t: IdentityTestApp) {
  const db = t.database.db;
  const [photoRows] = await db.select({ n: count() }).from(photos);
  const [blobRows] = await db.select({ n: count() }).from(photoBlobs);
  return { photos: photoRows?.n ?? 0, blobs: blobRows?.n ?? 0 };
}
