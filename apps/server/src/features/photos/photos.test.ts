import { randomBytes } from 'node:crypto';
import { type PhotoRef, photoVariantPath } from '@kozos/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoBlobs } from '../../db/schema/photos';
import { cameraJpeg, storedPhotoCounts } from '../../test/photos';
import { buildGroupsTestApp, call } from '../../test/groups';
import {
  bearer,
  createUser,
  signIn,
  type IdentityTestApp,
  type TestUser,
} from '../../test/identity';

/*
 * Photos (issue 25): uploads refused by content, metadata (GPS above all) gone from every served
 * variant, private serving with ETags, and the limits. Items attaching photos are tested with
 * their features (products, posts, offers); who may do what is photos-authorization.test.ts.
 */

let t: IdentityTestApp;
let uploader: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp({
    PHOTO_MAX_BYTES: String(2 * 1024 * 1024),
    PHOTO_MAX_PIXELS: String(4_000_000),
    PHOTO_UPLOADS_PER_HOUR: '40',
    PHOTO_STORAGE_PER_USER_MIB: '2',
  });
  uploader = await createUser(t, { username: 'uploader', name: 'Ulla Up' });
  stranger = await createUser(t, { username: 'stranger', name: 'Sanyi Stranger' });
});
afterAll(async () => {
  await t.close();
});

function upload(user: TestUser | null, body: Buffer, type = 'image/jpeg', query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/Photo${query}`,
    headers: { 'content-type': type, ...(user ? bearer(user.token) : {}) },
    payload: body,
  });
}

async function uploaded(user: TestUser, body: Buffer, query = ''): Promise<PhotoRef> {
  const response = await upload(user, body, 'image/jpeg', query);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PhotoRef }>().data;
}

function variant(user: TestUser | null, id: string, width: number, headers = {}) {
  return t.app.inject({
    method: 'GET',
    url: photoVariantPath(id, width),
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });
}

describe('uploading a photo', () => {
  it('stores WebP variants without any metadata, with a placeholder and the caption', async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const ref = await uploaded(uploader, original, '?alt=Akácméz');
    expect(ref).toMatchObject({ width: 1600, height: 1200, widths: [320, 640, 1280] });
    expect(ref.alt).toBe('Akácméz');
    expect(Buffer.from(ref.thumbhash, 'base64').length).toBeGreaterThan(5);
    for (const width of ref.widths) {
      const response = await variant(uploader, ref.id, width);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const bytes = response.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes('GPS')).toBe(false);
      expect(bytes.includes('PhoneMaker')).toBe(false);
      expect(bytes.includes('EXIF')).toBe(false);
    }
  });

  it('turns the photo as the camera says, and makes no variant wider than the original', async () => {
    const sideways = await sharp({
      create: { width: 400, height: 200, channels: 3, background: 'green' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const ref = await uploaded(uploader, sideways);
    expect(ref).toMatchObject({ width: 200, height: 400, widths: [320] });
    const stored = await sharp((await variant(uploader, ref.id, 320)).rawPayload).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 200, height: 400 });
  });

  it('refuses what is not a whole, still image within the limits, and stores nothing', async () => {
    const before = await storedPhotoCounts(t);
    const jpeg = await cameraJpeg(800, 600);
    const frame = (color: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('red'), await frame('blue')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const bomb = await sharp({
      create: { width: 4000, height: 1001, channels: 3, background: 'white' },
    })
      .png()
      .toBuffer();
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<html>not a photo</html>'), 'image/jpeg', 'photo_not_image'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'image/svg+xml',
        'photo_not_image',
      ],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', 'photo_truncated'],
      [animated, 'image/gif', 'photo_animated'],
      [bomb, 'image/png', 'photo_too_many_pixels'],
      [Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), 'image/jpeg', 'photo_too_large'],
      [Buffer.alloc(0), 'image/jpeg', 'photo_not_image'],
    ];
    for (const [body, type, message] of cases) {
      const response = await upload(uploader, body, type);
      expect({ status: response.statusCode, body: response.json<object>() }, message).toEqual({
        status: 400,
        body: { message, status: 400, errors: {} },
      });
    }
    expect(await storedPhotoCounts(t)).toEqual(before);
  });

  it('holds each user to a storage quota', async () => {
    const heavy = await createUser(t, { username: 'heavy', name: 'Heavy Uploader' });
    const noise = await sharp(randomBytes(1280 * 960 * 3), {
      raw: { width: 1280, height: 960, channels: 3 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    let refused = 0;
    for (let attempt = 0; attempt < 6 && refused === 0; attempt += 1) {
      const response = await upload(heavy, noise);
      if (response.statusCode === 400) {
        expect(response.json<{ message: string }>().message).toBe('photo_storage_full');
        refused += 1;
      } else expect(response.statusCode, response.body).toBe(201);
    }
    expect(refused).toBe(1);
  });
});

describe('the hourly upload limit', () => {
  it('answers 429 photo_upload_rate past PHOTO_UPLOADS_PER_HOUR, storing nothing more', async () => {
    const eager = await createUser(t, { username: 'eager', name: 'Eager Uploader' });
    const small = await cameraJpeg(200, 150);
    for (let count = 0; count < 40; count += 1) {
      const response = await upload(eager, small);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await storedPhotoCounts(t);
    const refused = await upload(eager, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe('photo_upload_rate');
    expect(await storedPhotoCounts(t)).toEqual(before);
  });
});

describe('serving a variant', () => {
  let ref: PhotoRef;
  beforeAll(async () => {
    ref = await uploaded(uploader, await cameraJpeg(700, 500));
  });

  it('is cached privately for good, with an ETag a revalidation answers 304 to', async () => {
    const first = await variant(uploader, ref.id, 640);
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await variant(uploader, ref.id, 640, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await variant(uploader, ref.id, 640, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps served bytes in memory by their ETag: a second request reads none', async () => {
    const fresh = await uploaded(uploader, await cameraJpeg(700, 500));
    const first = await variant(uploader, fresh.id, 320);
    expect(first.statusCode).toBe(200);
    // Bytes changed behind the server's back (they never are) show that it does not read them.
    await t.database.db
      .update(photoBlobs)
      .set({ content: Buffer.from('not these bytes') })
      .where(and(eq(photoBlobs.photoId, fresh.id), eq(photoBlobs.width, 320)));
    const second = await variant(uploader, fresh.id, 320);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // A width not served yet is read from the store.
    const other = await variant(uploader, fresh.id, 640);
    expect((await sharp(other.rawPayload).metadata()).width).toBe(640);
  });

  it('accepts the session cookie an <img> sends, and nobody else’s photo', async () => {
    const signedIn = await signIn(t.app, uploader.email, uploader.password);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('session_token');
    const byCookie = await variant(null, ref.id, 320, { cookie });
    expect(byCookie.statusCode).toBe(200);
    expect((await variant(null, ref.id, 320)).statusCode).toBe(401);
    expect(
      (await variant(null, ref.id, 320, { cookie: 'better-auth.session_token=forged.x' }))
        .statusCode,
    ).toBe(401);
    expect((await variant(stranger, ref.id, 320)).statusCode).toBe(404);
    expect((await variant(uploader, ref.id, 999)).statusCode).toBe(400);
  });
});

describe('editing and deleting an upload', () => {
  it('changes the caption and deletes an unattached upload with its bytes', async () => {
    const ref = await uploaded(uploader, await cameraJpeg(400, 300));
    const patched = await call(t, uploader, 'PATCH', `/api/Photo/${ref.id}`, { alt: 'Mézes üveg' });
    expect(patched.json<{ data: PhotoRef }>().data.alt).toBe('Mézes üveg');
    const deleted = await call(t, uploader, 'DELETE', `/api/Photo/${ref.id}`);
    expect(deleted.statusCode).toBe(200);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(photoBlobs)
      .where(eq(photoBlobs.photoId, ref.id));
    expect(left?.n).toBe(0);
  });
});
