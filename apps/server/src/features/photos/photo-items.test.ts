import {
  photoVariantPath,
  type EventResponse,
  type OfferResponse,
  type DataExport,
  type PhotoRef,
  type PostResponse,
  type ProductResponse,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createProduct, offerBody } from '../../test/market';
import { storedPhotoCounts, uploadedPhoto } from '../../test/photos';
import { unattachedPhotoLifetimeMs, unattachedPhotoSweep } from './photos-lifecycle';

/*
 * Photos on items (issue 25): attached by id in display order, shown in every answer, copied
 * into an offer (decision 073), seen only by who may see the item, and gone with the item or
 * its group.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  member = await createUser(t, { username: 'member', name: 'Mari Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Olga Outsider' });
  groupId = (await createGroup(t, dealer, { members: [member] })).id;
});
afterAll(async () => {
  await t.close();
});

const variantStatus = async (user: TestUser, ref: PhotoRef) =>
  (await call(t, user, 'GET', photoVariantPath(ref.id, 320))).statusCode;

describe('a product’s photos', () => {
  it('are attached in order, copied into an offer, and seen by whoever may see each', async () => {
    const first = await uploadedPhoto(t, dealer, undefined, '?alt=Első');
    const second = await uploadedPhoto(t, dealer);
    const product = await createProduct(t, dealer, { photoIds: [second.id, first.id] });
    expect(product.photos.map((photo) => photo.id)).toEqual([second.id, first.id]);
    expect(
      (await ok<ProductResponse[]>(t, dealer, 'GET', '/api/Product')).find(
        (listed) => listed.id === product.id,
      )?.photos,
    ).toHaveLength(2);

    const offer = await ok<OfferResponse>(
      t,
      dealer,
      'POST',
      '/api/Offer',
      offerBody(product.id, groupId),
    );
    const copied = offer.product.photos;
    expect(copied.map((photo) => photo.alt)).toEqual(['', 'Első']);
    expect(copied.map((photo) => photo.id)).not.toContain(first.id);

    // The product is the dealer's alone; the offer is its group's.
    expect(await variantStatus(dealer, first)).toBe(200);
    expect(await variantStatus(member, first)).toBe(404);
    expect(await variantStatus(member, copied[0]!)).toBe(200);
    expect(await variantStatus(outsider, copied[0]!)).toBe(404);
    const market = await ok<OfferResponse[]>(t, member, 'GET', `/api/Offer?groupId=${groupId}`);
    expect(market.find((listed) => listed.id === offer.id)?.product.photos).toHaveLength(2);

    // Editing the product's photos leaves the offer's as they were made.
    const edited = await ok<ProductResponse>(t, dealer, 'PATCH', `/api/Product/${product.id}`, {
      photoIds: [first.id],
    });
    expect(edited.photos.map((photo) => photo.id)).toEqual([first.id]);
    expect(await variantStatus(dealer, second)).toBe(404);
    const again = await ok<OfferResponse>(t, member, 'GET', `/api/Offer/${offer.id}`);
    expect(again.product.photos).toHaveLength(2);
  });

  it('refuses photos that are not my own unattached uploads, changing nothing', async () => {
    const others = await uploadedPhoto(t, member);
    const response = await call(t, dealer, 'POST', '/api/Product', {
      name: 'Tojás',
      unit: 10,
      measure: 'db',
      price: 900,
      photoIds: [others.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: object }>().errors).toEqual({ photoIds: ['photo_not_found'] });
    const mine = await uploadedPhoto(t, dealer);
    await createProduct(t, dealer, { photoIds: [mine.id] });
    const reused = await call(t, dealer, 'POST', '/api/Product', {
      name: 'Tojás',
      unit: 10,
      measure: 'db',
      price: 900,
      photoIds: [mine.id],
    });
    expect(reused.statusCode).toBe(400);
    const tooMany = await call(t, dealer, 'POST', '/api/Product', {
      name: 'Tojás',
      unit: 10,
      measure: 'db',
      price: 900,
      photoIds: Array.from({ length: 7 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    const attached = await call(t, dealer, 'DELETE', `/api/Photo/${mine.id}`);
    expect(attached.statusCode).toBe(409);
  });

  it('go with the product when it is deleted', async () => {
    const photo = await uploadedPhoto(t, dealer);
    const product = await createProduct(t, dealer, { photoIds: [photo.id] });
    const before = await storedPhotoCounts(t);
    await ok(t, dealer, 'DELETE', `/api/Product/${product.id}`);
    const after = await storedPhotoCounts(t);
    expect(before.photos - after.photos).toBe(1);
    expect(before.blobs - after.blobs).toBe(photo.widths.length);
  });
});

describe('posts’ and events’ photos', () => {
  it('are shown in the feed and go with the group when it is deleted', async () => {
    const admin = await createUser(t, { username: 'gadmin', name: 'Gábor Admin' });
    const group = await createGroup(t, admin, { name: 'Rövid életű', members: [member] });
    const before = await storedPhotoCounts(t);
    const postPhoto = await uploadedPhoto(t, member);
    const post = await ok<PostResponse>(t, member, 'POST', '/api/Post', {
      groupId: group.id,
      title: 'Elveszett macska',
      photoIds: [postPhoto.id],
    });
    expect(post.photos.map((photo) => photo.id)).toEqual([postPhoto.id]);
    const eventPhoto = await uploadedPhoto(t, admin);
    const event = await createEvent(t, admin, group.id, { photoIds: [eventPhoto.id] });
    expect(event.photos.map((photo) => photo.id)).toEqual([eventPhoto.id]);
    const feed = await ok<{ type: string; data: { id: string; photos: PhotoRef[] } }[]>(
      t,
      admin,
      'GET',
      `/api/Group/${group.id}/Feed`,
    );
    expect(feed.map((item) => [item.type, item.data.photos.length])).toEqual(
      expect.arrayContaining([
        ['post', 1],
        ['event', 1],
      ]),
    );
    expect(await variantStatus(admin, postPhoto)).toBe(200);
    expect(await variantStatus(outsider, postPhoto)).toBe(404);

    // An admin edits the event and keeps its photo; the author removes the post's.
    const edited = await ok<EventResponse>(t, admin, 'PATCH', `/api/Event/${event.id}`, {
      photoIds: [eventPhoto.id],
    });
    expect(edited.photos).toHaveLength(1);
    const stripped = await ok<PostResponse>(t, member, 'PATCH', `/api/Post/${post.id}`, {
      photoIds: [],
    });
    expect(stripped.photos).toEqual([]);

    await ok(t, admin, 'DELETE', `/api/Group/${group.id}`);
    expect(await storedPhotoCounts(t)).toEqual(before);
  });
});

describe('the life of a photo', () => {
  it('is swept a day after its upload when nothing took it', async () => {
    const loose = await uploadedPhoto(t, outsider);
    const kept = await uploadedPhoto(t, outsider);
    await createProduct(t, outsider, { photoIds: [kept.id] });
    const before = await storedPhotoCounts(t);
    await unattachedPhotoSweep.run(t.database.db, new Date(Date.now() + 60_000));
    expect(await storedPhotoCounts(t)).toEqual(before);
    await unattachedPhotoSweep.run(
      t.database.db,
      new Date(Date.now() + unattachedPhotoLifetimeMs + 60_000),
    );
    const after = await storedPhotoCounts(t);
    expect(before.photos - after.photos).toBeGreaterThanOrEqual(1);
    expect((await call(t, outsider, 'GET', `/api/Photo/${loose.id}`)).statusCode).toBe(404);
    expect((await call(t, outsider, 'GET', `/api/Photo/${kept.id}`)).statusCode).toBe(200);
  });

  it('is in its uploader’s data export and goes with the account', async () => {
    const leaver = await createUser(t, { username: 'leaver', name: 'Lili Leaver' });
    const photo = await uploadedPhoto(t, leaver, undefined, '?alt=Kert');
    await createProduct(t, leaver, { photoIds: [photo.id] });
    const exported = await ok<DataExport>(t, leaver, 'GET', '/api/User/Export');
    const section = exported.sections.find((entry) => entry.name === 'photos')?.data;
    expect(section).toEqual([
      expect.objectContaining({ id: photo.id, attachedTo: 'product', alt: 'Kert' }),
    ]);
    expect(JSON.stringify(section)).toContain('data:image/webp;base64,');
    const before = await storedPhotoCounts(t);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/User/Delete',
      headers: { authorization: `Bearer ${leaver.token}` },
      payload: { password: leaver.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await storedPhotoCounts(t);
    expect(before.photos - after.photos).toBe(1);
    expect(before.blobs - after.blobs).toBe(photo.widths.length);
  });
});

describe('a profile picture', () => {
  it('is set, replaced and removed through my own profile, and seen by those sharing a group', async () => {
    const first = await uploadedPhoto(t, member);
    const me = await ok<{ avatar: PhotoRef | null }>(t, member, 'PATCH', '/api/User', {
      avatarPhotoId: first.id,
    });
    expect(me.avatar?.id).toBe(first.id);
    expect(await variantStatus(dealer, first)).toBe(200);
    expect(await variantStatus(outsider, first)).toBe(404);
    const profile = await ok<{ avatar: PhotoRef | null }>(
      t,
      outsider,
      'GET',
      `/api/User/${member.id}`,
    );
    expect(profile.avatar?.id).toBe(first.id);

    const second = await uploadedPhoto(t, member);
    await ok(t, member, 'PATCH', '/api/User', { avatarPhotoId: second.id });
    expect((await call(t, member, 'GET', `/api/Photo/${first.id}`)).statusCode).toBe(404);
    const cleared = await ok<{ avatar: PhotoRef | null }>(t, member, 'PATCH', '/api/User', {
      avatarPhotoId: null,
    });
    expect(cleared.avatar).toBeNull();
    const others = await call(t, dealer, 'PATCH', '/api/User', { avatarPhotoId: second.id });
    expect(others.statusCode).toBe(400);
  });
});
