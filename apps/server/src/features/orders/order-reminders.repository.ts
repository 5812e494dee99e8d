import { and, eq, gt, isNull, lt, lte, ne } from 'drizzle-orm';
import { groupMembers } from '../../access/group-members';
import type { Db } from '../../db/client';
import { groups, offers, orders, users } from '../../db/schema';

/* The rows of the two order-deadline reminders (order-reminders.ts): one query each. */

const offerColumns = {
  offerId: offers.id,
  orderDeadline: offers.orderDeadline,
  productName: offers.productName,
  groupName: groups.name,
  dealer: { name: users.name, username: users.username, deletedAt: users.deletedAt },
};

export interface ReminderRow {
  offerId: string;
  orderDeadline: Date;
  productName: string;
  groupName: string;
  dealer: { name: string; username: string | null; deletedAt: Date | null };
  userId: string;
}

/** Open orders (neither fulfilled nor rejected) of offers whose deadline is in (from, until]. */
export function listOpenOrdersDue(db: Db, from: Date, until: Date) {
  return db
    .select({
      ...offerColumns,
      userId: orders.buyerId,
      amount: orders.amount,
      unit: offers.unit,
      measure: offers.measure,
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .innerJoin(users, eq(users.id, offers.dealerId))
    .where(
      and(
        gt(offers.orderDeadline, from),
        lte(offers.orderDeadline, until),
        // A hidden offer is its dealer's alone (decision 205): nobody is reminded of it.
        isNull(offers.hiddenAt),
        isNull(orders.fulfilledAt),
        isNull(orders.rejectedAt),
      ),
    );
}

/**
 * Members of the groups of offers whose deadline is in (from, until] and that are not sold out,
 * without an order of the offer that stands (a rejected one does not: they may order again),
 * other than the dealer.
 */
export function listNonOrderersDue(db: Db, from: Date, until: Date) {
  const members = groupMembers(db);
  return db
    .select({ ...offerColumns, userId: members.userId })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .innerJoin(users, eq(users.id, offers.dealerId))
    .innerJoin(members, eq(members.groupId, offers.groupId))
    .leftJoin(
      orders,
      and(
        eq(orders.offerId, offers.id),
        eq(orders.buyerId, members.userId),
        isNull(orders.rejectedAt),
      ),
    )
    .where(
      and(
        gt(offers.orderDeadline, from),
        lte(offers.orderDeadline, until),
        // A hidden offer is its dealer's alone (decision 205): nobody is reminded of it.
        isNull(offers.hiddenAt),
        lt(offers.orderedAmount, offers.totalAmount),
        ne(members.userId, offers.dealerId),
        isNull(orders.id),
      ),
    );
}
