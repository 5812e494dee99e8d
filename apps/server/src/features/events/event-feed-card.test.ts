import type { EventResponse, FeedItem } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, createGroup, membershipOf, ok } from '../../test/groups';
import { answer, createEvent } from '../../test/events';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

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
});
