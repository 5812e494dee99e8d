import type { OrderSort, OrderState, PhotoRef } from '@kozos/contract';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isMember } from '../../access/group-members';
import { offers, orders, users } from '../../db/schema';
import { searchDocument } from '../../db/schema/search';
import { prefixQueryOf } from '../../content/search';
import { personColumns } from '../../content/photo-refs';

export type OrderRecord = typeof orders.$inferSelect;

/** An order with its buyer as people are shown (spec §3). */
export type OrderWithBuyer = OrderRecord & {
  buyer: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
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
  fulfilledNotifiedAt: orders.fulfilledNotifiedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  buyer: personColumns(users, 'users'),
  groupId: offers.groupId,
  dealerId: offers.dealerId,
  // Primary-key lookup (memberships' group and user), inside the one query.
  buyerIsMember: isMember(offers.groupId, orders.buyerId),
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

const dealers = alias(users, 'dealers');

const orderings: Record<OrderSort, SQL[]> = {
  delivery: [desc(offers.delivery), desc(orders.createdAt), desc(orders.id)],
  date: [desc(orders.createdAt), desc(orders.id)],
};

/**
 * The product's and the dealer's name as a search would see them, accent-folded like the feed
 * searches (content/search.ts). Built per row: one buyer's orders are few, so no index is needed.
 */
function searchMatches(search: string | undefined): SQL | undefined {
  const query = prefixQueryOf(search);
  if (query === undefined) return undefined;
  const document = searchDocument(sql`${offers.productName}`, sql`${dealers.name}`);
  return sql`${document} @@ to_tsquery('simple'::regconfig, ${query}::text)`;
}

export interface BuyerOrderQuery {
  state: OrderState;
  sortBy: OrderSort;
  search?: string | undefined;
  offerId?: string | undefined;
  limit: number;
  skip: number;
}

/** A buyer's orders, newest delivery (the cart) or newest order (the history) first. */
export function listBuyerOrders(
  db: Db,
  buyerId: string,
  query: BuyerOrderQuery,
): Promise<OrderWithBuyer[]> {
  return db
    .select(withBuyer)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(dealers, eq(dealers.id, offers.dealerId))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        stateFilters[query.state],
        query.offerId === undefined ? undefined : eq(orders.offerId, query.offerId),
        searchMatches(query.search),
      ),
    )
    .orderBy(...orderings[query.sortBy])
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
