import { deletedUserName, personName } from '@kozos/contract';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, offers, orders, users } from '../../db/schema';
import type { DueReminder, ReminderSource } from '../../jobs/reminder-source';

/** A day ahead, like the event reminders (decision 101). */
const leadMs = 24 * 60 * 60 * 1000;

/** Open orders (neither fulfilled nor rejected) of offers whose deadline is in (from, until]. */
function listOpenOrdersDue(db: Db, from: Date, until: Date) {
  return db
    .select({
      offerId: offers.id,
      orderDeadline: offers.orderDeadline,
      productName: offers.productName,
      groupName: groups.name,
      dealer: { name: users.name, username: users.username, deletedAt: users.deletedAt },
      buyerId: orders.buyerId,
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
 * ORDER_DEADLINE_APPROACHING: the buyers with an open order, a day before the offer's order
 * deadline, while they can still change it.
 */
export const orderDeadlineReminderSource: ReminderSource = {
  kind: 'ORDER_DEADLINE_APPROACHING',
  leadMs,
  async due(db, { from, until }) {
    const byOffer = new Map<string, DueReminder & { recipients: string[] }>();
    for (const row of await listOpenOrdersDue(db, from, until)) {
      const reminder = byOffer.get(row.offerId) ?? {
        itemId: row.offerId,
        at: row.orderDeadline,
        recipients: [],
        notification: {
          type: 'ORDER_DEADLINE_APPROACHING',
          variables: {
            productName: row.productName,
            dealerName: personName(row.dealer, deletedUserName),
            groupName: row.groupName,
            orderDeadline: row.orderDeadline.toISOString(),
          },
          path: `/offers/${row.offerId}`,
        },
      };
      reminder.recipients.push(row.buyerId);
      byOffer.set(row.offerId, reminder);
    }
    return [...byOffer.values()];
  },
};
