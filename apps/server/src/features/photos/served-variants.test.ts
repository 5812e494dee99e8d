import { photoVariantPath, type PhotoRef, type PostResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, call, createGroup, membershipOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer, createProduct } from '../../test/market';
import { uploadedPhoto } from '../../test/photos';
import { hideItem } from '../../test/reports';

/*
 * Who may fetch a photo variant (decisions 225, 226), through the app: the bytes and the 304 of
 * a cached variant only for who may see its item, and a kept answer of who may see it dropped by
 * the very next request after a change that takes the photo away. Across two instances:
 * variant-access.postgres.test.ts.
 */

let t: IdentityTestApp;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  outsider = await createUser(t, { username: 'outsider', name: 'Olga Outsider' });
});
afterAll(async () => {
  await t.close();
});

const variantStatus = async (user: TestUser, ref: PhotoRef) =>
  (await call(t, user, 'GET', photoVariantPath(ref.id, 320))).statusCode;

describe('a served variant (decision 225)', () => {
  const fetchVariant = (user: TestUser, ref: PhotoRef, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: photoVariantPath(ref.id, 320),
      headers: { authorization: `Bearer ${user.token}`, ...headers },
    });

  it('is refused at once to a member who leaves, and to an outsider, cached or not', async () => {
    const admin = await createUser(t, { username: 'cadmin', name: 'Csaba Admin' });
    const leaving = await createUser(t, { username: 'cleaver', name: 'Cili Leaver' });
    const group = await createGroup(t, admin, { name: 'Gyorsítótár', members: [leaving] });
    const photo = await uploadedPhoto(t, admin);
    await ok(t, admin, 'POST', '/api/Post', {
      groupId: group.id,
      title: 'Almát adok',
      photoIds: [photo.id],
    });
    // The member's request puts the variant's bytes in the cache.
    const served = await fetchVariant(leaving, photo);
    expect(served.statusCode).toBe(200);
    const etag = String(served.headers.etag);
    expect((await fetchVariant(leaving, photo, { 'if-none-match': etag })).statusCode).toBe(304);

    // An outsider gets neither the cached bytes nor a 304 for the right ETag.
    expect((await fetchVariant(outsider, photo)).statusCode).toBe(404);
    expect((await fetchVariant(outsider, photo, { 'if-none-match': etag })).statusCode).toBe(404);

    await ok(t, leaving, 'POST', `/api/Membership/${membershipOf(group, leaving).id}/Leave`);
    expect((await fetchVariant(leaving, photo)).statusCode).toBe(404);
    expect((await fetchVariant(leaving, photo, { 'if-none-match': etag })).statusCode).toBe(404);
    const still = await fetchVariant(admin, photo);
    expect(still.statusCode).toBe(200);
    expect(still.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  // Who may see a variant is kept in memory after the first answer (decision 226): each change
  // below comes after the viewer's answers were kept, and is seen by their very next request.
  it('is refused at once after a kick, an edit, a deletion or a profile change, though its answer was kept', async () => {
    const admin = await createUser(t, { username: 'kadmin', name: 'Kati Admin' });
    const kicked = await createUser(t, { username: 'kkicked', name: 'Kornél Kicked' });
    const staying = await createUser(t, { username: 'kstaying', name: 'Klári Staying' });
    const group = await createGroup(t, admin, {
      name: 'Emlékező',
      members: [kicked, staying],
    });
    const postPhoto = await uploadedPhoto(t, admin);
    const post = await ok<PostResponse>(t, admin, 'POST', '/api/Post', {
      groupId: group.id,
      title: 'Körtét adok',
      photoIds: [postPhoto.id],
    });
    const avatar = await uploadedPhoto(t, admin);
    await ok(t, admin, 'PATCH', '/api/User', { avatarPhotoId: avatar.id });
    const productPhoto = await uploadedPhoto(t, admin);
    const product = await createProduct(t, admin, { photoIds: [productPhoto.id] });
    const seenTwice = async (user: TestUser, ref: PhotoRef) => {
      expect(await variantStatus(user, ref)).toBe(200);
      expect(await variantStatus(user, ref)).toBe(200);
    };

    // Removed by an admin: the post's photo and the admin's face are gone for them.
    await seenTwice(kicked, postPhoto);
    await seenTwice(kicked, avatar);
    await ok(t, admin, 'POST', '/api/Membership/Kick', { userId: kicked.id, groupId: group.id });
    expect(await variantStatus(kicked, postPhoto)).toBe(404);
    expect(await variantStatus(kicked, avatar)).toBe(404);

    // The post's author takes its photo off.
    await seenTwice(staying, postPhoto);
    await ok(t, admin, 'PATCH', `/api/Post/${post.id}`, { photoIds: [] });
    expect(await variantStatus(staying, postPhoto)).toBe(404);

    // The person of a profile picture clears it.
    await seenTwice(staying, avatar);
    await ok(t, admin, 'PATCH', '/api/User', { avatarPhotoId: null });
    expect(await variantStatus(staying, avatar)).toBe(404);

    // A product's photo is its owner's until the product goes.
    await seenTwice(admin, productPhoto);
    await ok(t, admin, 'DELETE', `/api/Product/${product.id}`);
    expect(await variantStatus(admin, productPhoto)).toBe(404);

    // A photo of an event in a group that is deleted.
    const eventPhoto = await uploadedPhoto(t, admin);
    await createEvent(t, admin, group.id, { photoIds: [eventPhoto.id] });
    await seenTwice(staying, eventPhoto);
    await ok(t, admin, 'DELETE', `/api/Group/${group.id}`);
    expect(await variantStatus(staying, eventPhoto)).toBe(404);
  });

  // A hidden item is its author's alone (decision 205), its photos too, though an answer was kept.
  it('of a hidden post, offer or event is its author’s alone', async () => {
    const admin = await createUser(t, { username: 'hadmin', name: 'Hanna Admin' });
    const author = await createUser(t, { username: 'hauthor', name: 'Hugó Author' });
    const member = await createUser(t, { username: 'hmember', name: 'Hedvig Member' });
    const group = await createGroup(t, admin, { name: 'Rejtett', members: [author, member] });
    const [postPhoto, offerPhoto, eventPhoto] = await Promise.all(
      [0, 1, 2].map(() => uploadedPhoto(t, author)),
    );
    const post = await ok<PostResponse>(t, author, 'POST', '/api/Post', {
      groupId: group.id,
      title: 'Rejtett alma',
      photoIds: [postPhoto!.id],
    });
    const offer = await createOffer(t, author, group.id, {
      product: { photoIds: [offerPhoto!.id] },
    });
    const event = await createEvent(t, author, group.id, { photoIds: [eventPhoto!.id] });
    const items = [
      { type: 'post', id: post.id, photo: postPhoto! },
      { type: 'offer', id: offer.id, photo: offer.product.photos[0]! },
      { type: 'event', id: event.id, photo: eventPhoto! },
    ] as const;
    for (const item of items) {
      expect(await variantStatus(member, item.photo)).toBe(200);
      expect(await variantStatus(admin, item.photo)).toBe(200);
      await hideItem(t, member, admin, item);
      expect(await variantStatus(member, item.photo), item.type).toBe(404);
      expect(await variantStatus(admin, item.photo), item.type).toBe(404);
      expect(await variantStatus(author, item.photo), item.type).toBe(200);
    }
  });
});
