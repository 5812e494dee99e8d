import type { NotificationResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotification } from '../../notifications/notification-texts';
import { createComment } from '../../test/comments';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { createPost } from '../../test/posts';
import { localeFileTexts } from '../../test/texts';

/*
 * What comments notify (issue 26, decision 171): the item's author, the replied-to and the
 * mentioned, each once per comment by the most specific kind, never for their own comment,
 * only while a member, as their switches allow; a burst of comments on one item, or of replies
 * to one comment, is one unread notification per recipient with its count.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
let dani: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
  dani = await createUser(t, { username: 'dani', name: 'Dani' });
  groupId = (await createGroup(t, anna, { name: 'Kert utca', members: [bela, cili, dani] })).id;
});
afterAll(async () => {
  await t.close();
});

const commentTypes = new Set([
  'COMMENT_ON_YOUR_ITEM',
  'REPLY_TO_YOUR_COMMENT',
  'MENTIONED_IN_COMMENT',
]);

async function commentNotificationsOf(user: TestUser): Promise<NotificationResponse[]> {
  const all = await ok<NotificationResponse[]>(t, user, 'GET', '/api/Notification?limit=100');
  return all.filter((n) => commentTypes.has(n.type));
}

async function seeAll(user: TestUser): Promise<void> {
  await ok(t, user, 'PATCH', '/api/Notification/SeeAll');
}

const variablesOf = (n: NotificationResponse | undefined) =>
  JSON.parse(n?.variables ?? '{}') as Record<string, unknown>;

describe('comment notifications', () => {
  it("tells the item's author, never of their own comment", async () => {
    // Seen are those that other tests left her; only what comes after counts.
    await seeAll(anna);
    const unseen = async () => (await commentNotificationsOf(anna)).filter((n) => !n.isSeen);
    const post = await createPost(t, anna, groupId, { title: 'Apples' });
    await createComment(t, anna, { type: 'post', id: post.id }, 'My own words');
    expect(await unseen()).toEqual([]);
    await createComment(t, bela, { type: 'post', id: post.id }, 'Organic?');
    const [first, ...more] = await unseen();
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      type: 'COMMENT_ON_YOUR_ITEM',
      path: `/posts/${post.id}#comments`,
    });
    expect(variablesOf(first)).toEqual({
      userName: 'Béla',
      itemTitle: 'Apples',
      groupName: 'Kert utca',
      count: 1,
    });
  });

  it('makes a burst of ten comments one notification per recipient, counting them', async () => {
    const offer = await createOffer(t, cili, groupId, { product: { name: 'Honey' } });
    const item = { type: 'offer' as const, id: offer.id };
    const top = await createComment(t, dani, item, 'First!');
    await seeAll(cili);
    await seeAll(dani);
    const writers = [anna, bela, anna, bela, anna, bela, anna, bela, anna, bela];
    await Promise.all(
      writers.map((writer, i) => createComment(t, writer, item, `reply ${i}`, top.id)),
    );
    // The offer's dealer: ten comments, one card.
    const forCili = await commentNotificationsOf(cili);
    expect(forCili.filter((n) => !n.isSeen)).toHaveLength(1);
    expect(forCili[0]).toMatchObject({
      type: 'COMMENT_ON_YOUR_ITEM',
      path: `/offers/${offer.id}#comments`,
    });
    expect(variablesOf(forCili[0]).count).toBe(10);
    // The replied-to: ten replies, one card.
    const forDani = (await commentNotificationsOf(dani)).filter((n) => !n.isSeen);
    expect(forDani).toHaveLength(1);
    expect(forDani[0]).toMatchObject({
      type: 'REPLY_TO_YOUR_COMMENT',
      path: `/offers/${offer.id}#comment-${top.id}`,
    });
    expect(variablesOf(forDani[0]).count).toBe(10);
    // Once seen, the next comment is a new card.
    await seeAll(cili);
    await createComment(t, bela, item, 'One more');
    const unseen = (await commentNotificationsOf(cili)).filter((n) => !n.isSeen);
    expect(unseen.map((n) => variablesOf(n).count)).toEqual([1]);
  });

  it('tells the mentioned by mention only, and each person once per comment', async () => {
    const event = await createEvent(t, anna, groupId, { name: 'Picnic' });
    const item = { type: 'event' as const, id: event.id };
    const top = await createComment(t, bela, item, 'Can I bring kids?');
    await Promise.all([anna, bela, cili, dani].map(seeAll));
    // Béla is replied to and mentioned; Anna authored the event and is mentioned; Cili too.
    const reply = await createComment(t, dani, item, '@bela @anna @cili @dani sure', top.id);
    const unseen = async (user: TestUser) =>
      (await commentNotificationsOf(user)).filter((n) => !n.isSeen).map((n) => n.type);
    expect(await unseen(bela)).toEqual(['MENTIONED_IN_COMMENT']);
    expect(await unseen(anna)).toEqual(['MENTIONED_IN_COMMENT']);
    expect(await unseen(cili)).toEqual(['MENTIONED_IN_COMMENT']);
    expect(await unseen(dani)).toEqual([]);
    const [mention] = await commentNotificationsOf(cili);
    expect(mention?.path).toBe(`/events/${event.id}#comment-${reply.id}`);
    expect(variablesOf(mention)).toEqual({
      userName: 'Dani',
      itemTitle: 'Picnic',
      groupName: 'Kert utca',
    });
    // An edit tells only the newly mentioned.
    await seeAll(cili);
    await seeAll(anna);
    const comment = await createComment(t, bela, item, 'Hi @cili');
    await seeAll(cili);
    await seeAll(anna);
    await ok(t, bela, 'PATCH', `/api/Comment/${comment.id}`, { body: 'Hi @cili and @dani' });
    expect(await unseen(cili)).toEqual([]);
    expect(await unseen(anna)).toEqual([]);
    expect(await unseen(dani)).toEqual(['MENTIONED_IN_COMMENT']);
  });

  it('respects the switches, and tells no one who left the group', async () => {
    const post = await createPost(t, cili, groupId, { title: 'Switches' });
    await ok(t, cili, 'PUT', '/api/Notification/Switches', {
      type: 'COMMENT_ON_YOUR_ITEM',
      enabled: false,
    });
    await seeAll(cili);
    await createComment(t, bela, { type: 'post', id: post.id }, 'Anyone?');
    expect((await commentNotificationsOf(cili)).filter((n) => !n.isSeen)).toEqual([]);
    await ok(t, cili, 'PUT', '/api/Notification/Switches', {
      type: 'COMMENT_ON_YOUR_ITEM',
      enabled: true,
    });

    const eve = await createUser(t, { username: 'eve', name: 'Éva' });
    const group = await createGroup(t, eve, { name: 'Leaving', members: [bela] });
    const hers = await createPost(t, bela, group.id, { title: 'Left' });
    const details = await ok<{ memberships: { id: string; user: { id: string } }[] }>(
      t,
      bela,
      'GET',
      `/api/Group/${group.id}`,
    );
    const mine = details.memberships.find((m) => m.user.id === bela.id);
    await seeAll(bela);
    await ok(t, bela, 'POST', `/api/Membership/${mine?.id}/Leave`);
    await createComment(t, eve, { type: 'post', id: hers.id }, '@bela where are you?');
    expect((await commentNotificationsOf(bela)).filter((n) => !n.isSeen)).toEqual([]);
  });
});

describe('comment notification texts for push and the digest', () => {
  it('reads one comment and a counted burst in both languages', async () => {
    const texts = await localeFileTexts();
    const reader = { dateFormat: '' as const, timeZone: 'Europe/Budapest' };
    const one = {
      type: 'COMMENT_ON_YOUR_ITEM' as const,
      variables: JSON.stringify({
        userName: 'Béla',
        itemTitle: 'Alma',
        groupName: 'Kert utca',
        count: 1,
      }),
    };
    const three = { ...one, variables: one.variables.replace('"count":1', '"count":3') };
    expect(renderNotification(texts, one, { ...reader, language: 'en' }).body).toBe(
      'Béla commented on Alma in Kert utca',
    );
    expect(renderNotification(texts, three, { ...reader, language: 'en' }).body).toBe(
      '3 new comments on Alma in Kert utca, the latest by Béla',
    );
    expect(renderNotification(texts, one, { ...reader, language: 'hu' }).body).toBe(
      'Béla hozzászólt az „Alma” bejegyzésedhez a Kert utca csoportban.',
    );
    expect(renderNotification(texts, three, { ...reader, language: 'hu' }).body).toBe(
      '3 új hozzászólás érkezett az „Alma” bejegyzésedhez a Kert utca csoportban, a legutóbbi Béla hozzászólása.',
    );
  });
});
