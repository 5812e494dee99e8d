import { deletedUserName, personName } from '@kozos/contract';
import type { DueReminder, ReminderSource } from '../../jobs/reminder-source';
import {
  listNonOrderersDue,
  listOpenOrdersDue,
  type ReminderRow,
} from './order-reminders.repository';

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
