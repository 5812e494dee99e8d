import {
  type CalendarResponse,
  type CalendarSubscription,
  type EventResponse,
  routes,
  type RouteSpec,
} from '@kozos/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { answer, createEvent, inDays } from '../../test/events';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * The calendar (issue 14): what each reader gets per kind, own and others', the period's limits,
 * and the subscription feed read back by another iCalendar library (ical.js).
 */

let t: IdentityTestApp;
let author: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, author, { name: 'Kert utca', members: [member] })).id;
});
afterAll(async () => {
  await t.close();
});

const period = (from: number, to: number) => `/api/Calendar?from=${inDays(from)}&to=${inDays(to)}`;

function marksOf(calendar: CalendarResponse, event: EventResponse) {
  const item = calendar.events.find((candidate) => candidate.id === event.id);
  return item && { own: item.own, kinds: item.marks.map((mark) => mark.kind) };
}

describe('the calendar', () => {
  it('gives each reader the events, deadlines and yes-answers of the period, own ones marked', async () => {
    const event = await createEvent(t, author, groupId, {
      name: 'Gombászás',
      time: inDays(10),
      applicationDeadline: inDays(8),
    });
    await answer(t, member, event.id, true);
    const byAuthor = await ok<CalendarResponse>(t, author, 'GET', period(7, 12));
    expect(marksOf(byAuthor, event)).toEqual({ own: true, kinds: ['event_deadline', 'event'] });
    const byMember = await ok<CalendarResponse>(t, member, 'GET', period(7, 12));
    expect(marksOf(byMember, event)).toEqual({
      own: false,
      kinds: ['event_deadline', 'event_applied'],
    });
    expect(byMember.events.find((item) => item.id === event.id)).toMatchObject({
      title: 'Gombászás',
      path: `/events/${event.id}`,
      group: { id: groupId, name: 'Kert utca' },
    });
    // Only the marks inside the period.
    const deadlineOnly = await ok<CalendarResponse>(t, member, 'GET', period(7, 9));
    expect(marksOf(deadlineOnly, event)?.kinds).toEqual(['event_deadline']);
    expect(marksOf(await ok(t, member, 'GET', period(11, 20)), event)).toBeUndefined();
    const foreign = await ok<CalendarResponse>(t, outsider, 'GET', period(7, 12));
    expect(foreign).toEqual({ events: [], offers: [], orders: [], sales: [] });
  });

  it('refuses a period longer than 93 days or ending before it starts', async () => {
    const long = await call(t, member, 'GET', period(0, 94));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: object }>().errors).toEqual({ to: ['calendar_window_too_long'] });
    const reversed = await call(t, member, 'GET', period(5, 4));
    expect(reversed.json<{ errors: object }>().errors).toEqual({
      to: ['calendar_window_reversed'],
    });
    expect(
      (await call(t, member, 'GET', '/api/Calendar?from=2027-02-01&to=2027-05-05')).statusCode,
    ).toBe(200);
    expect(
      (await call(t, member, 'GET', '/api/Calendar?from=2027-02-30&to=2027-03-05')).statusCode,
    ).toBe(400);
  });
});

async function subscribe(user: TestUser): Promise<string> {
  const subscription = await ok<CalendarSubscription>(
    t,
    user,
    'POST',
    '/api/Calendar/Subscription',
  );
  if (!subscription) throw new Error('no subscription made');
  return new URL(subscription.url).pathname;
}

function parseFeed(text: string) {
  // ical.js types its parse result as any: one component is an array of [name, props, children].
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error('not one calendar');
  const calendar = new ICAL.Component(parsed);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      utc: event.startDate.zone?.tzid === 'UTC',
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
}

describe('the calendar subscription', () => {
  it('serves RFC 5545 with UTC times that ical.js reads back, cancelled events included', async () => {
    const reader = await createUser(t, { username: 'reader', name: 'Reader' });
    const group = await createGroup(t, reader, { name: 'Feed' });
    const kept = await createEvent(t, reader, group.id, {
      name: 'Piknik',
      time: inDays(20),
      applicationDeadline: inDays(18),
    });
    await answer(t, reader, kept.id, true);
    const notAnswered = await createEvent(t, reader, group.id, { name: 'Nincs válasz' });
    const cancelled = await createEvent(t, reader, group.id, { name: 'Elmarad' });
    await ok(t, reader, 'DELETE', `/api/Event/${cancelled.id}`);
    const old = await createEvent(t, reader, group.id, { name: 'Régen törölt' });
    await ok(t, reader, 'DELETE', `/api/Event/${old.id}`);
    await t.database.db.execute(
      sql`update event_tombstones set deleted_at = now() - interval '31 days' where id = ${old.id}`,
    );
    await createEvent(t, reader, group.id, {
      name: 'Túl messze',
      time: inDays(400),
      applicationDeadline: inDays(399),
    });

    const response = await t.app.inject({ method: 'GET', url: await subscribe(reader) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const entries = parseFeed(response.body);
    const summaries = entries.map((entry) => `${entry.summary} ${entry.status}`).sort();
    expect(summaries).toEqual([
      'Application deadline: Piknik CONFIRMED',
      'Elmarad CANCELLED',
      'Nincs válasz CONFIRMED',
      'Piknik CONFIRMED',
    ]);
    expect(entries.every((entry) => entry.utc)).toBe(true);
    const picnic = entries.find((entry) => entry.summary === 'Piknik');
    // iCalendar times have whole seconds.
    expect(picnic?.start.slice(0, 19)).toBe(kept.time.slice(0, 19));
    expect(picnic?.uid).toBe(`${kept.id}-event@localhost:3000`);
    expect(entries.find((entry) => entry.summary === 'Elmarad')?.uid).toBe(
      `${cancelled.id}-event@localhost:3000`,
    );
    expect(notAnswered.id).toBeTruthy();
  });

  // Issue 23.4 in the feed: the dealer's offer and sale, and the buyer's offer and order, are one
  // thing each; two VEVENTs of one date were shown twice, and a UID must not repeat (RFC 5545).
  it('has one VEVENT per thing and date for the dealer and the buyer of an offer', async () => {
    const dealer = await createUser(t, { username: 'icsdealer', name: 'Ics Dealer' });
    const buyer = await createUser(t, { username: 'icsbuyer', name: 'Ics Buyer' });
    const market = await createGroup(t, dealer, { name: 'Piac', members: [buyer] });
    const offer = await createOffer(t, dealer, market.id, { product: { name: 'Körte' } });
    await placeOrder(t, buyer, offer.id);
    for (const reader of [dealer, buyer]) {
      const entries = parseFeed(
        (await t.app.inject({ method: 'GET', url: await subscribe(reader) })).body,
      );
      const uids = entries.map((entry) => entry.uid);
      expect(new Set(uids).size, reader.email).toBe(uids.length);
      const pears = entries.filter((entry) => entry.summary.includes('Körte'));
      const summaries = pears.map((entry) => entry.summary);
      expect(new Set(summaries).size, `${reader.email}: ${summaries.join(' | ')}`).toBe(
        summaries.length,
      );
      expect(pears.length).toBeGreaterThan(0);
    }
  });

  it('stops serving a revoked or replaced address', async () => {
    const first = await subscribe(member);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const shown = await ok<CalendarSubscription>(t, member, 'GET', '/api/Calendar/Subscription');
    expect(new URL(shown?.url ?? 'http://x').pathname).toBe(first);
    const second = await subscribe(member);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${second}.ics` })).statusCode).toBe(200);
    await ok(t, member, 'DELETE', '/api/Calendar/Subscription');
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(await ok(t, member, 'GET', '/api/Calendar/Subscription')).toBeNull();
    // 256 bits, base64url.
    expect(first.split('/').at(-1)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

type Role = 'anonymous' | 'outsider' | 'member';
const roles: Role[] = ['anonymous', 'outsider', 'member'];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member. */
  expect: [number, number, number];
  request: (token: string) => { method: InjectOptions['method']; url: string };
}

const rows: Row[] = [
  {
    route: routes.getCalendar,
    expect: [401, 200, 200],
    request: () => ({ method: 'GET', url: period(0, 30) }),
  },
  {
    route: routes.getCalendarSubscription,
    expect: [401, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Calendar/Subscription' }),
  },
  {
    route: routes.postCalendarSubscription,
    expect: [401, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Calendar/Subscription' }),
  },
  {
    route: routes.deleteCalendarSubscription,
    expect: [401, 200, 200],
    request: () => ({ method: 'DELETE', url: '/api/Calendar/Subscription' }),
  },
  // The secret address is the authorization: whoever holds it reads that member's calendar.
  {
    route: routes.getCalendarIcsByToken,
    expect: [200, 200, 200],
    request: (path) => ({ method: 'GET', url: path }),
  },
];

describe('authorization matrix', () => {
  const cases = labelled(rows).flatMap((row) =>
    roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
  );
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const owner = await createUser(t);
    const path = await subscribe(owner);
    const { method, url } = request(path);
    expectRequestOf(route, method, url);
    const user = { anonymous: null, outsider, member }[role];
    const response = await call(t, user, method, url);
    expect(response.statusCode, response.body).toBe(status);
  });

  it('answers 404 for an address that was never made', async () => {
    const response = await call(t, null, 'GET', `/api/Calendar/ics/${'A'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
  });
});
