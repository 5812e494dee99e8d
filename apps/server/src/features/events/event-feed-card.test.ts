import type { EventResponse, FeedItem } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, createGroup, membershipOf, ok } from '../../test/groups';
import { answer, createEvent } from '../../test/events';
import { createComment } from '../../test/comments';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { hideItem } from '../../test/reports';

/*
 * A feed page reads its events and their answers in one statement (decision 147); the card
 * must show exactly what the event's own page shows, to each reader.
 */

let t: IdentityTestApp;
let author: TestUser;
let member: TestUser;
let doubter: TestUser;
let leaver: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  doubter = await createUser(t, { username: 'doubter', name: 'Doubter' });
  leaver = await createUser(t, { username: 'leaver', name: 'Leaver' });
});
afterAll(async () => {
  await t.close();
});

describe('an event on a feed page', () => {
  it('carries the answers its own page shows, only of people still in the group', async () => {
    const group = await createGroup(t, author, {
      name: 'Kártyázók',
      members: [leaver, member, doubter],
    });
    const event = await createEvent(t, author, group.id, { name: 'Kártyaest' });
    await answer(t, leaver, event.id, true);
    await answer(t, member, event.id, true);
    await answer(t, doubter, event.id, false);
    await ok(t, leaver, 'POST', `/api/Membership/${membershipOf(group, leaver).id}/Leave`);
    for (const viewer of [author, member, doubter]) {
      for (const url of ['/api/Feed', `/api/Group/${group.id}/Feed`]) {
        const card = (await ok<FeedItem[]>(t, viewer, 'GET', url)).find((i) => i.id === event.id);
        const page = await ok<EventResponse>(t, viewer, 'GET', `/api/Event/${event.id}`);
        expect(card?.data).toEqual(page);
      }
    }
    const feed = await ok<FeedItem[]>(t, author, 'GET', '/api/Feed');
    const card = feed.find((item) => item.id === event.id)?.data as EventResponse;
    expect(card.applicants.map((user) => user.name)).toEqual(['Member']);
    expect(card.declined?.map((user) => user.name)).toEqual(['Doubter']);
    expect([card.yesCount, card.noCount, card.myApplication]).toEqual([1, 1, null]);
  });

  it('pages the newest events of several groups, each card with its answers and comments, hidden ones left out', async () => {
    const admin = await createUser(t, { username: 'pageadmin', name: 'pageadmin' });
    const reader = await createUser(t, { username: 'pagereader', name: 'pagereader' });
    const yes = await createUser(t, { username: 'pageyes', name: 'pageyes' });
    const no = await createUser(t, { username: 'pageno', name: 'pageno' });
    const first = await createGroup(t, admin, { name: 'Első', members: [reader, yes, no] });
    const second = await createGroup(t, admin, { name: 'Második', members: [reader, yes] });
    // Oldest first: a1, b1, a2 (hidden below), b2, a3.
    const created: Record<string, EventResponse> = {};
    for (const [key, group] of [
      ['a1', first],
      ['b1', second],
      ['a2', first],
      ['b2', second],
      ['a3', first],
    ] as const) {
      created[key] = await createEvent(t, admin, group.id, { name: key });
    }
    const id = (key: string) => created[key]?.id ?? '';
    await answer(t, yes, id('a3'), true);
    await answer(t, no, id('a3'), false);
    await answer(t, reader, id('a3'), true);
    await answer(t, yes, id('b1'), true);
    await answer(t, admin, id('a1'), false);
    await createComment(t, yes, { type: 'event', id: id('a3') });
    await createComment(t, no, { type: 'event', id: id('a3') }, 'Me too');
    await createComment(t, reader, { type: 'event', id: id('b2') });
    await hideItem(t, no, admin, { type: 'event', id: id('a2') });

    const events = async (viewer: TestUser, query = '') =>
      (await ok<FeedItem[]>(t, viewer, 'GET', `/api/Feed${query}`)).filter(
        (item) => item.type === 'event',
      );
    const readerFeed = await events(reader);
    expect(readerFeed.map((item) => item.id)).toEqual(['a3', 'b2', 'b1', 'a1'].map(id));
    for (const item of readerFeed) {
      expect(item.data).toEqual(await ok<EventResponse>(t, reader, 'GET', `/api/Event/${item.id}`));
    }
    const a3 = readerFeed[0]?.data as EventResponse;
    expect([a3.yesCount, a3.noCount, a3.commentCount, a3.myApplication]).toEqual([2, 1, 2, true]);
    expect(a3.applicants.map((user) => user.name)).toEqual(['pageyes', 'pagereader']);
    expect((readerFeed[1]?.data as EventResponse).commentCount).toBe(1);
    // A page further down cuts the same order, across both groups.
    const second2 = await events(reader, '?limit=2&skip=2');
    expect(second2.map((item) => item.id)).toEqual(['b1', 'a1'].map(id));
    // The hidden event stays its author's, in its place.
    const adminFeed = await events(admin);
    expect(adminFeed.map((item) => item.id)).toEqual(['a3', 'b2', 'a2', 'b1', 'a1'].map(id));
    expect(adminFeed[2]?.data).toEqual(
      await ok<EventResponse>(t, admin, 'GET', `/api/Event/${id('a2')}`),
    );
  });
});
