import {
  calendarKinds,
  calendarSections,
  feedItemTypes,
  type CalendarKind,
  type CalendarSection,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedWindow } from './content/feed-window';
import { calendarSources, feedSources } from './registries';
import { answer, createEvent, inDays } from './test/events';
import { buildGroupsTestApp, createGroup } from './test/groups';
import { createUser, type IdentityTestApp, type TestUser } from './test/identity';
import { createOffer, hoursFromNow } from './test/market';
import { placeOrder } from './test/orders';
import { createPost } from './test/posts';

/*
 * The registries (registries.ts) against the contract: every feed item type and every calendar
 * section and kind of mark comes from a registered server source. Each source is called on a
 * group holding one of everything, so dropping a source from its registry, or a source that
 * stops giving its kind, fails here rather than leaving a screen silently empty.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dealer' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  const groupId = (await createGroup(t, dealer, { members: [member] })).id;
  await createPost(t, dealer, groupId);
  const offer = await createOffer(t, dealer, groupId, {
    orderDeadline: hoursFromNow(24),
    purchaseTime: hoursFromNow(30),
    delivery: hoursFromNow(48),
  });
  await placeOrder(t, member, offer.id);
  const event = await createEvent(t, dealer, groupId, {
    time: inDays(3),
    applicationDeadline: inDays(2),
  });
  await answer(t, member, event.id, true);
});
afterAll(async () => {
  await t.close();
});

const window: FeedWindow = {
  count: 20,
  searchQuery: undefined,
  tags: [],
  before: undefined,
  until: undefined,
};

describe('the registries', () => {
  it('have a feed source for every feed item type, each giving one type', async () => {
    const typesOfSources = await Promise.all(
      feedSources.map(async (source) => {
        const items = await source(t.database.db, { viewerId: member.id }, window);
        return [...new Set(items.map((item) => item.type))];
      }),
    );
    for (const types of typesOfSources) expect(types).toHaveLength(1);
    expect(typesOfSources.flat().sort()).toEqual([...feedItemTypes].sort());
  });

  it('have a calendar source for every section and every kind of mark', async () => {
    const sections = new Set<CalendarSection>();
    const kinds = new Set<CalendarKind>();
    const query = { from: new Date(), to: new Date(inDays(7)), purpose: 'calendar' } as const;
    for (const viewer of [dealer, member]) {
      for (const source of calendarSources) {
        const items = await source.list(t.database.db, { ...query, viewerId: viewer.id });
        if (items.length > 0) sections.add(source.section);
        for (const mark of items.flatMap((item) => item.marks)) kinds.add(mark.kind);
      }
    }
    expect([...sections].sort()).toEqual([...calendarSections].sort());
    expect([...kinds].sort()).toEqual([...calendarKinds].sort());
  });
});
