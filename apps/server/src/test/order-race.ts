import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { memberships, orders, sessions, users } from '../db/schema';
import { bearer, type TestUser } from './identity';

/*
 * The concurrency tests' helpers: many orders sent at once (over one or more app instances) and
 * what the database holds afterwards.
 */

/** `count` orders of 1 unit sent at once, spread over `apps` and `buyers` round-robin. */
export async function orderAll(
  apps: readonly App[],
  buyers: readonly TestUser[],
  offerId: string,
  count: number,
): Promise<{ status: number; message: string | undefined }[]> {
  const requests = Array.from({ length: count }, (_, i) => {
    const app = apps[i % apps.length];
    const buyer = buyers[i % buyers.length];
    if (!app || !buyer) throw new Error('no app or buyer');
    return app.inject({
      method: 'POST',
      url: '/api/Order',
      headers: bearer(buyer.token),
      payload: { offerId, amount: 1 },
    });
  });
  return (await Promise.all(requests)).map((response) => ({
    status: response.statusCode,
    message: response.statusCode === 201 ? undefined : response.json<{ message: string }>().message,
  }));
}

/** The offer's orders that are not rejected, and their units. */
export async function countOrders(db: Db, offerId: string) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${orders.amount}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.offerId, offerId), isNull(orders.rejectedAt)));
  return row ?? { orders: 0, units: 0 };
}

/**
 * `count` members of the group made straight in the database, each with a session token: the
 * race tests need 200 distinct buyers, which the sign-up flow would take minutes to make.
 */
export async function insertMembers(db: Db, groupId: string, count: number): Promise<TestUser[]> {
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const id = randomUUID();
        return { email: `racer-${id}@example.org`, emailVerified: true, name: `Racer ${id}` };
      }),
    )
    .returning({ id: users.id, email: users.email });
  await db.insert(memberships).values(made.map((user) => ({ groupId, userId: user.id })));
  const tokens = made.map(() => randomBytes(24).toString('base64url'));
  await db.insert(sessions).values(
    made.map((user, i) => ({
      userId: user.id,
      token: tokens[i] ?? '',
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })),
  );
  return made.map((user, i) => ({ ...user, password: '', token: tokens[i] ?? '' }));
}
