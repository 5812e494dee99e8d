import { deletedUserName, personName } from '@kozos/contract';
import { and, eq, gt, isNull, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, memberships, offers, orders, users } from '../../db/schema';
import type { DueReminder, ReminderSource } from '../../jobs/reminder-source';

/*
 * The two order-deadline reminders (decisions 101, 088), a day before an offer's order deadline:
 * ORDER_DEADLINE_APPROACHING to the buyers whose order is open ("you can still change it"), and
 * ORDER_DEADLINE_NOT_ORDERED to the members of the offer's group who have not ordered (issue
 * 23.11: the ones a reminder can still win), while something is left. Never the dealer; each
 * kind can be switched off (decision 087); `reminder_claims` sends each once. A buyer's reminder
 * is their own, stating what they ordered ("2 kg"), so it is one reminder per buyer.
 */

/** A day ahead, like the event reminders (decision 101). */
const leadMs = 24 * 60 * 60 * 1000;

const offerColumns = {
  offerId: offers.id,
  orderDeadline: offers.orderDeadline,
  productName: offers.productName,
  groupName: groups.name,
  dealer: { name: users.name, username: users.username, deletedAt: users.deletedAt },
};

interface ReminderRow {
  offerId: string;
  orderDeadline: Date;
  productName: string;
  groupName: string;
  dealer: { name: string; username: string | null; deletedAt: Date | null };
  userId: string;
}

/** Open orders (neither fulfilled nor rejected) of offers whose deadline is in (from, until]. */
function listOpenOrdersDue(db: Db, from: Date, until: Date) {
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
function listNonOrderersDue(db: Db, from: Date, until: Date) {
  return db
    .select({ ...offerColumns, userId: memberships.userId })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .innerJoin(users, eq(users.id, offers.dealerId))
    .innerJoin(memberships, eq(memberships.groupId, offers.groupId))
    .leftJoin(
      orders,
      and(
        eq(orders.offerId, offers.id),
        eq(orders.buyerId, memberships.userId),
        isNull(orders.rejectedAt),
      ),
    )
    .where(
      and(
        gt(offers.orderDeadline, from),
        lte(offers.orderDeadline, until),
        lt(offers.orderedAmount, offers.totalAmount),
        ne(memberships.userId, offers.dealerId),
        isNull(orders.id),
      ),
    );
}

function offerVariables(row: ReminderRow) {
  return {
    productName: row.productName,
    dealerName: personName(row.dealer, deletedUserName),
    groupName: row.groupName,
    orderDeadline: row.orderDeadline.toISOString(),
  };
}

/** ORDER_DEADLINE_NOT_ORDERED: one reminder per offer, with every recipient of its rows. */
function byOffer(rows: readonly ReminderRow[]): DueReminder[] {
  const reminders = new Map<string, DueReminder & { recipients: string[] }>();
  for (const row of rows) {
    const reminder = reminders.get(row.offerId) ?? {
      itemId: row.offerId,
      at: row.orderDeadline,
      recipients: [],
      notification: {
        type: 'ORDER_DEADLINE_NOT_ORDERED',
        variables: offerVariables(row),
        path: `/offers/${row.offerId}`,
      },
    };
    reminder.recipients.push(row.userId);
    reminders.set(row.offerId, reminder);
  }
  return [...reminders.values()];
}

/** ORDER_DEADLINE_APPROACHING: one reminder per buyer, with what they ordered ("2 kg"). */
function byBuyer(
  rows: readonly (ReminderRow & { amount: number; unit: number; measure: string })[],
): DueReminder[] {
  return rows.map((row) => ({
    itemId: row.offerId,
    at: row.orderDeadline,
    recipients: [row.userId],
    notification: {
      type: 'ORDER_DEADLINE_APPROACHING',
      variables: { ...offerVariables(row), amount: row.amount * row.unit, measure: row.measure },
      path: `/offers/${row.offerId}`,
    },
  }));
}

/** ORDER_DEADLINE_APPROACHING: the buyers with an open order, while they can still change it. */
export const orderDeadlineReminderSource: ReminderSource = {
  kind: 'ORDER_DEADLINE_APPROACHING',
  leadMs,
  async due(db, { from, until }) {
    return byBuyer(await listOpenOrdersDue(db, from, until));
  },
};

/** ORDER_DEADLINE_NOT_ORDERED: the members who have not ordered, while something is left. */
export const orderDeadlineNotOrderedReminderSource: ReminderSource = {
  kind: 'ORDER_DEADLINE_NOT_ORDERED',
  leadMs,
  async due(db, { from, until }) {
    return byOffer(await listNonOrderersDue(db, from, until));
  },
};
