import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema';

/*
 * The offer's side of an order (decisions 070, 080): `offers.ordered_amount` is the sum of the
 * offer's orders that are not rejected. Every change of it is one conditional statement that
 * the database decides, by its own clock, in the transaction that writes the order.
 */

/**
 * Takes (`delta` > 0) or gives back (`delta` < 0) units while ordering is open: never beyond the
 * total, never once the deadline has passed. Answers what is left, or undefined when refused.
 */
export async function moveOrderedAmount(
  db: Db,
  offerId: string,
  delta: number,
): Promise<{ available: number } | undefined> {
  const [row] = await db
    .update(offers)
    .set({ orderedAmount: sql`${offers.orderedAmount} + ${delta}` })
    .where(
      and(
        eq(offers.id, offerId),
        sql`${offers.orderedAmount} + ${delta} between 0 and ${offers.totalAmount}`,
        gt(offers.orderDeadline, sql`now()`),
      ),
    )
    .returning({ available: sql<number>`(${offers.totalAmount} - ${offers.orderedAmount})::int` });
  return row;
}

/** A rejected order's units leave the ordered amount whatever the time (it counts nowhere). */
export async function releaseOrderedAmount(db: Db, offerId: string, amount: number) {
  await db
    .update(offers)
    .set({ orderedAmount: sql`${offers.orderedAmount} - ${amount}` })
    .where(eq(offers.id, offerId));
}

/**
 * Locks the offer's row. Every write of an order takes this lock first (the conditional update
 * takes it too), so writes of one offer's orders queue in one order and cannot deadlock.
 */
export async function lockOffer(db: Db, offerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update');
  return rows.length > 0;
}

/** Why {@link moveOrderedAmount} refused: the offer's state by the database's clock. */
export async function findStockState(db: Db, offerId: string) {
  const [row] = await db
    .select({
      available: sql<number>`(${offers.totalAmount} - ${offers.orderedAmount})::int`,
      deadlinePassed: sql<boolean>`${offers.orderDeadline} <= now()`,
    })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row;
}

/**
 * Marks the sold-out notice as sent when nothing is left and it was not sent yet: true once per
 * offer. Run in the transaction that took the last units (it holds the row's lock).
 */
export async function claimSoldOutNotice(db: Db, offerId: string): Promise<boolean> {
  const rows = await db
    .update(offers)
    .set({ soldOutNotifiedAt: sql`now()` })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.orderedAmount, offers.totalAmount),
        isNull(offers.soldOutNotifiedAt),
      ),
    )
    .returning({ id: offers.id });
  return rows.length > 0;
}
