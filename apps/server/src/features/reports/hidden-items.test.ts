import type { CalendarSubscription, CommentLiveEvent, FeedItemType } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../jobs/reminders';
import { createComment } from '../../test/comments';
import { answer, createEvent, inDays } from '../../test/events';
import { eventually } from '../../test/eventually';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  notificationsOf,
  ok,
  schedulerByHand,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { openLive, type TestLiveConnection } from '../../test/live-client';
import { createOffer } from '../../test/market';
import { createPost, feedIds } from '../../test/posts';
import { hideItem } from '../../test/reports';
import { eventStartReminderSource } from '../events';

/*
 * A hidden post, offer or event (decision 205) is its author's alone: absent for every other
 * member from each surface that shows items — the feeds, search, the market, the event list,
 * the calendar and its ICS feed, direct reads, the thread, the live stream, reminders and the
 * notifications the digest reads — and still there, with the reason, for its author.
 */

let t: IdentityTestApp;
let baseUrl: string;
let admin: TestUser;
let author: TestUser;
let member: TestUser;
let groupId: string;
const open: TestLiveConnection[] = [];
beforeAll(async () => {
  t = await buildGroupsTestApp(schedulerByHand);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  groupId = (await createGroup(t, admin, { name: 'Kert utca', members: [author, member] })).id;
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await t.close();
});

const hide = (type: FeedItemType, id: string) =>
  hideItem(t, member, admin, { type, id }, 'Off topic');

/** Whether `url` answers, for `user`, something that names `id`. */
async function shows(user: TestUser, url: string, id: string): Promise<boolean> {
  const response = await call(t, user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.body.includes(id);
}

describe('a hidden post', () => {
  it('leaves the feeds, the search and the direct read of others, not its author', async () => {
    const post = await createPost(t, author, groupId, { title: 'Zebracsíkos sál' });
    await hide('post', post.id);
    const feeds = [
      '/api/Feed',
      `/api/Group/${groupId}/Feed`,
      `/api/User/${author.id}/Feed`,
      '/api/Feed?search=zebracs',
      '/api/Post',
    ];
    for (const url of feeds) {
      expect(await shows(member, url, post.id), url).toBe(false);
      expect(await shows(admin, url, post.id), url).toBe(false);
      expect(await shows(author, url, post.id), url).toBe(true);
    }
    expect(await feedIds(t, author, '/api/Feed')).toContain(post.id);
    expect((await call(t, member, 'GET', `/api/Post/${post.id}`)).statusCode).toBe(404);
    const own = await ok<{ hiddenReason?: string }>(t, author, 'GET', `/api/Post/${post.id}`);
    expect(own.hiddenReason).toBe('Off topic');
  });

  it('takes its thread along, and its live events reach only its author', async () => {
    const post = await createPost(t, author, groupId, { title: 'Beszélgetés' });
    await createComment(t, member, { type: 'post', id: post.id }, 'Before');
    await hide('post', post.id);
    const thread = `/api/Comment?itemType=post&itemId=${post.id}`;
    expect((await call(t, member, 'GET', thread)).statusCode).toBe(404);
    expect((await call(t, author, 'GET', thread)).statusCode).toBe(200);
    const memberTab = await openLive(baseUrl, member.token);
    const authorTab = await openLive(baseUrl, author.token);
    open.push(memberTab, authorTab);
    await eventually(() => expect(memberTab.events.length).toBeGreaterThanOrEqual(1));
    await eventually(() => expect(authorTab.events.length).toBeGreaterThanOrEqual(1));
    const written = await createComment(t, author, { type: 'post', id: post.id }, 'Still mine');
    const commentsOf = (tab: TestLiveConnection) =>
      tab.events
        .filter((event) => event.event === 'comment')
        .map((event) => (event.data as unknown as CommentLiveEvent).commentId);
    await eventually(() => expect(commentsOf(authorTab)).toEqual([written.id]));
    expect(commentsOf(memberTab)).toEqual([]);
  });
});

describe('a hidden offer', () => {
  it('leaves the market, the feed, the calendar and the direct read; nobody orders it', async () => {
    const offer = await createOffer(t, author, groupId, { product: { name: 'Rejtett méz' } });
    await hide('offer', offer.id);
    const from = inDays(-1).slice(0, 10);
    const to = inDays(30).slice(0, 10);
    for (const url of ['/api/Offer', '/api/Feed', `/api/Calendar?from=${from}&to=${to}`]) {
      expect(await shows(member, url, offer.id), url).toBe(false);
      expect(await shows(author, url, offer.id), url).toBe(true);
    }
    expect((await call(t, member, 'GET', `/api/Offer/${offer.id}`)).statusCode).toBe(404);
    const order = await call(t, member, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(order.statusCode).toBe(404);
    const own = await ok<{ hiddenReason?: string }>(t, author, 'GET', `/api/Offer/${offer.id}`);
    expect(own.hiddenReason).toBe('Off topic');
  });
});

describe('a hidden event', () => {
  it('leaves the event list, the feed, the calendar, the ICS feed and the reminders', async () => {
    const event = await createEvent(t, author, groupId, {
      name: 'Rejtett buli',
      time: inDays(0.5),
      applicationDeadline: inDays(0.25),
    });
    await answer(t, member, event.id, true);
    await hide('event', event.id);
    const from = inDays(-1).slice(0, 10);
    const to = inDays(30).slice(0, 10);
    for (const url of ['/api/Event', '/api/Feed', `/api/Calendar?from=${from}&to=${to}`]) {
      expect(await shows(member, url, event.id), url).toBe(false);
      expect(await shows(author, url, event.id), url).toBe(true);
    }
    expect((await call(t, member, 'GET', `/api/Event/${event.id}`)).statusCode).toBe(404);
    const icsOf = async (user: TestUser) => {
      const subscription = await ok<CalendarSubscription>(
        t,
        user,
        'POST',
        '/api/Calendar/Subscription',
      );
      const url = new URL(subscription?.url ?? 'http://x').pathname;
      return (await t.app.inject({ method: 'GET', url })).body;
    };
    expect(await icsOf(member)).not.toContain('Rejtett buli');
    expect(await icsOf(author)).toContain('Rejtett buli');
    await sendDueReminders(t.database.db, eventStartReminderSource, new Date());
    const reminded = (await notificationsOf(t, member)).filter(
      (n) => n.type === 'EVENT_TIME_APPROACHING',
    );
    expect(reminded).toEqual([]);
  });
});
