import type { OrderState } from '@kozos/contract';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { memberships, offers, orders, users } from '../../db/schema';

export type OrderRecord = typeof orders.$inferSelect;

/** An order with its buyer as people are shown (spec §3). */
export type OrderWithBuyer = OrderRecord & {
  buyer: { id: string; name: string; username: string | null };
  /** The offer's group and dealer: who may see and change the order. */
  groupId: string;
  dealerId: string;
  /** Whether the buyer still belongs to the offer's group (decision 081). */
  buyerIsMember: boolean;
};

const withBuyer = {
  id: orders.id,
  offerId: orders.offerId,
  buyerId: orders.buyerId,
  amount: orders.amount,
  fulfilledAt: orders.fulfilledAt,
  rejectedAt: orders.rejectedAt,
  rejectReason: orders.rejectReason,
  rating: orders.rating,
  comment: orders.comment,
  evaluatedAt: orders.evaluatedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  buyer: { id: users.id, name: users.name, username: users.username },
  groupId: offers.groupId,
  dealerId: offers.dealerId,
  // Primary-key lookup (memberships' group and user), inside the one query.
  buyerIsMember: sql<boolean>`exists (select 1 from ${memberships} where ${memberships.groupId} = ${offers.groupId} and ${memberships.userId} = ${orders.buyerId})`,
};

export async function findOrder(db: Db, id: string): Promise<OrderWithBuyer | undefined> {
  const [row] = await db
    .select(withBuyer)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .where(eq(orders.id, id));
  return row;
}

/** The order's row, locked for the rest of the transaction (after its offer's, see lockOffer). */
export async function lockOrder(db: Db, id: string): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * Whether the buyer is a member of the group, holding the membership row until the transaction
 * ends: a kick or a leave at the same moment waits for the order's change, or the change sees
 * the membership gone (decision 081).
 */
export async function lockMembership(db: Db, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)))
    .for('share');
  return rows.length > 0;
}

/**
 * Adds to the buyer's open order of the offer, or makes it. A fulfilled order is not added to:
 * undefined then. Two requests of one buyer at once meet in the partial unique index.
 */
export async function addToOrder(
  db: Db,
  offerId: string,
  buyerId: string,
  amount: number,
): Promise<string | undefined> {
  const [row] = await db
    .insert(orders)
    .values({ offerId, buyerId, amount })
    .onConflictDoUpdate({
      target: [orders.offerId, orders.buyerId],
      targetWhere: isNull(orders.rejectedAt),
      set: { amount: sql`${orders.amount} + excluded.amount`, updatedAt: sql`now()` },
      setWhere: isNull(orders.fulfilledAt),
    })
    .returning({ id: orders.id });
  return row?.id;
}

export async function updateOrder(
  db: Db,
  id: string,
  values: PgUpdateSetSource<typeof orders>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

export async function deleteOrderRow(db: Db, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

const stateFilters: Record<OrderState, SQL | undefined> = {
  open: and(isNull(orders.fulfilledAt), isNull(orders.rejectedAt)),
  fulfilled: and(isNotNull(orders.fulfilledAt), isNull(orders.rejectedAt)),
  rejected: isNotNull(orders.rejectedAt),
  all: undefined,
};

/** A buyer's orders, newest delivery first. */
export function listBuyerOrders(
  db: Db,
  buyerId: string,
  query: { state: OrderState; limit: number; skip: number },
): Promise<OrderWithBuyer[]> {
  return db
    .select(withBuyer)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .where(and(eq(orders.buyerId, buyerId), stateFilters[query.state]))
    .orderBy(desc(offers.delivery), desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.skip);
}

/** An offer's orders for its sale: open and fulfilled by time, rejected ones last. */
export function listOfferOrders(db: Db, offerId: string): Promise<OrderWithBuyer[]> {
  return db
    .select(withBuyer)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .where(eq(orders.offerId, offerId))
    .orderBy(sql`${orders.rejectedAt} is not null`, orders.createdAt, orders.id);
}
