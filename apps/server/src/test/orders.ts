import type { OrderResponse } from '@kozos/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ok } from './groups';
import type { IdentityTestApp, TestUser } from './identity';

/* Factories for the orders tests, through the HTTP API; time passes in the database. */

export function placeOrder(
  t: IdentityTestApp,
  buyer: TestUser,
  offerId: string,
  amount = 1,
): Promise<OrderResponse> {
  return ok<OrderResponse>(t, buyer, 'POST', '/api/Order', { offerId, amount });
}

/** Sets an order's completion `interval` (e.g. `1 month`) before the database's now. */
export async function setFulfilledAgo(db: Db, orderId: string, interval: string): Promise<void> {
  await db.execute(
    sql`update orders set fulfilled_at = now() - ${interval}::interval where id = ${orderId}`,
  );
}
