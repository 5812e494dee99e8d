import type { CalendarSubscription } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, ok } from '../../test/groups';
import { createUser, type IdentityTestApp } from '../../test/identity';

/*
 * The calendar feed's per-IP limit (decision 120): every request counts, the right token or a
 * guess, and one address over the limit leaves the others served.
 */

let t: IdentityTestApp;
let feed: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({
    CALENDAR_FEED_LIMIT_PER_IP: '3',
    CALENDAR_FEED_WINDOW_SECONDS: '60',
    // The test varies the client address through X-Forwarded-For from the loopback proxy.
    TRUSTED_PROXY: '127.0.0.1',
  });
  const owner = await createUser(t, { username: 'owner', name: 'Owner' });
  const subscription = await ok<CalendarSubscription>(
    t,
    owner,
    'POST',
    '/api/Calendar/Subscription',
  );
  feed = new URL(subscription?.url ?? '').pathname;
});
afterAll(() => t.close());

const tooMany = { message: 'too_many_requests', status: 429, errors: {} };

function fetchFrom(ip: string, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': ip },
  });
}

describe('the calendar feed limit', () => {
  it('answers 429 to one IP over the limit, guesses counted, and serves another IP', async () => {
    const guess = `/api/Calendar/ics/${'A'.repeat(43)}`;
    const statuses = [];
    for (const url of [feed, guess, feed])
      statuses.push((await fetchFrom('10.0.7.1', url)).statusCode);
    expect(statuses).toEqual([200, 404, 200]);

    const blocked = await fetchFrom('10.0.7.1', feed);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await fetchFrom('10.0.7.1', guess)).statusCode).toBe(429);

    const other = await fetchFrom('10.0.7.2', feed);
    expect(other.statusCode).toBe(200);
    expect(other.body).toMatch(/^BEGIN:VCALENDAR/);
  });
});
