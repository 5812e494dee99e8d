import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offers } from './offers';
import { users } from './users';

/**
 * Spec §3 Order, issue 13 (decision 080): a member's order from an offer. `offers.ordered_amount`
 * is the sum of the amounts of the offer's orders that are not rejected, kept so by every write
 * in the transaction that changes an order. The total is `amount × offers.price` (offers copy
 * their price, decision 073), so it is not stored.
 *
 * A rejected order keeps its row (the buyer reads why) but counts nowhere; it also gives up its
 * place in the one-order-per-buyer-and-offer rule, so the buyer may order again.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, precision: 3 }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, precision: 3 }),
    rejectReason: text('reject_reason'),
    rating: integer('rating'),
    comment: text('comment').notNull().default(''),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true, precision: 3 }),
    // ORDER_FULFILLED went to the buyer (decision 086): once per order, not again after an undo.
    fulfilledNotifiedAt: timestamp('fulfilled_notified_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // One open order per buyer and offer: ordering again adds to it (the upsert's target).
    uniqueIndex('orders_offer_buyer_open_idx')
      .on(table.offerId, table.buyerId)
      .where(sql`${table.rejectedAt} is null`),
    // My orders.
    index('orders_buyer_created_idx').on(
      table.buyerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // An offer's orders (the sale, the CSV, the reports).
    index('orders_offer_created_idx').on(table.offerId, table.createdAt, table.id),
    check('orders_amount_positive', sql`${table.amount} > 0`),
    check('orders_rating_range', sql`${table.rating} between 1 and 5`),
    check(
      'orders_rejection_has_reason',
      sql`(${table.rejectedAt} is null) = (${table.rejectReason} is null)`,
    ),
  ],
);
