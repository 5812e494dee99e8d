import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { limitWindows, memberships, sessions, users } from '../../db/schema';
import { ReconnectingTab, request, type Answer } from './client';

/* The cluster tier's data: members with sessions, their group and offer, and a steady load. */

export interface Member {
  id: string;
  token: string;
}

/** Members made straight in the database, each with a session token. */
export async function makeMembers(database: Database, count: number): Promise<Member[]> {
  const made = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const id = randomUUID();
        return { email: `cluster-${id}@example.org`, emailVerified: true, name: `C ${id}` };
      }),
    )
    .returning({ id: users.id });
  const tokens = made.map(() => randomBytes(24).toString('base64url'));
  await database.db.insert(sessions).values(
    made.map((user, i) => ({
      userId: user.id,
      token: tokens[i] ?? '',
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  );
  return made.map((user, i) => ({ id: user.id, token: tokens[i] ?? '' }));
}

/** A JSON call through `port` that must succeed; its `data`. */
export async function callThrough<T>(
  port: number,
  member: Member,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const answer = await request({ port, method, path: url, token: member.token, body });
  expect(answer.status, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return (JSON.parse(answer.body) as { data: T }).data;
}

/** A group made by `admin` through `port`, the others added straight in the database (none of
 * them has asked anything yet, so nothing is cached). */
export async function groupWith(
  database: Database,
  port: number,
  admin: Member,
  others: Member[],
): Promise<string> {
  const group = await callThrough<{ id: string }>(port, admin, 'POST', '/api/Group', {
    name: 'Fürt',
    description: 'Three instances',
  });
  await database.db
    .insert(memberships)
    .values(others.map((member) => ({ groupId: group.id, userId: member.id })));
  return group.id;
}

/** How many sign-ins the per-(address, IP) window counted for `email` from `ip`. */
export async function signInsCounted(database: Database, email: string, ip: string) {
  const digest = createHash('sha256').update(`sign-in|address-ip|${email}|${ip}`);
  const [row] = await database.db
    .select({ count: limitWindows.count })
    .from(limitWindows)
    .where(eq(limitWindows.key, `rate|${digest.digest('base64url')}`));
  return row?.count ?? 0;
}

/** An offer of honey by `dealer` in `groupId` through `port`, its order deadline `deadlineHours`
 * from now (within a day, its order-deadline reminders are due at once, decision 088). */
export async function honeyOffer(
  port: number,
  dealer: Member,
  groupId: string,
  deadlineHours: number,
): Promise<{ id: string }> {
  const product = await callThrough<{ id: string }>(port, dealer, 'POST', '/api/Product', {
    name: 'Akácméz',
    tags: 'system.food',
    description: 'Pergetett',
    unit: 50,
    measure: 'dkg',
    price: 1200,
  });
  const hour = 3600_000;
  return callThrough<{ id: string }>(port, dealer, 'POST', '/api/Offer', {
    productId: product.id,
    groupId,
    orderDeadline: new Date(Date.now() + deadlineHours * hour).toISOString(),
    purchaseTime: new Date(Date.now() + 60 * hour).toISOString(),
    delivery: new Date(Date.now() + 72 * hour).toISOString(),
    totalAmount: 100_000,
  });
}

/**
 * Steady load through `port` while instances stop: the first two buyers read the feed, the others
 * order one unit of `offerId` at a time, each buyer keeps a live tab. `counts` grow with every
 * answer under 300; every other answer or error is in `failures`.
 */
export function steadyLoad(port: number, buyers: Member[], offerId: string) {
  const failures: string[] = [];
  const counts = { reads: 0, acknowledged: 0 };
  let running = true;
  const note = (what: string) => (answer: Answer) => {
    if (answer.status >= 300) failures.push(`${what}: ${answer.status} ${answer.body}`);
    return answer.status < 300;
  };
  const loop = async (what: string, send: () => Promise<Answer>, count: () => void) => {
    while (running) {
      const ok = await send()
        .then(note(what))
        .catch((error: Error) => failures.push(`${what}: ${error.message}`));
      if (ok === true) count();
    }
  };
  const read = (member: Member) =>
    loop(
      'feed',
      () => request({ port, path: '/api/Feed', token: member.token }),
      () => (counts.reads += 1),
    );
  const order = (member: Member) =>
    loop(
      'order',
      () =>
        request({
          port,
          method: 'POST',
          path: '/api/Order',
          token: member.token,
          body: { offerId, amount: 1 },
        }),
      () => (counts.acknowledged += 1),
    );
  const tabs = buyers.map((buyer) => new ReconnectingTab(port, buyer.token));
  const loops = [...buyers.slice(0, 2).map(read), ...buyers.slice(2).map(order)];
  return {
    failures,
    counts,
    tabs,
    async stop() {
      running = false;
      await Promise.all(loops);
      for (const tab of tabs) tab.stop();
    },
  };
}
