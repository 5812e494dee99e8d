import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { hiddenColumns } from './hidden';
import { products } from './products';
import { searchDocument, tsvector } from './search';
import { users } from './users';

/**
 * Spec §3 Offer: a dealer's product in one of their groups. Deleted with its group (decision
 * 031). The product's name, tags, description, unit and measure are copied at creation
 * (decision 073). Stock is `total_amount − ordered_amount`, taken by conditional updates that
 * the check constraints back up: nothing can order more than is on offer (decision 070).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No cascade: a product cannot be deleted while an offer of it exists (spec §5).
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    // The producer's account when the offer was made, for /dealeroffer (decision 071).
    producerId: uuid('producer_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productTags: text('product_tags').notNull().default(''),
    productDescription: text('product_description').notNull().default(''),
    price: integer('price').notNull(),
    unit: integer('unit').notNull(),
    measure: text('measure').notNull(),
    orderDeadline: timestamp('order_deadline', { withTimezone: true, precision: 3 }).notNull(),
    purchaseTime: timestamp('purchase_time', { withTimezone: true, precision: 3 }),
    delivery: timestamp('delivery', { withTimezone: true, precision: 3 }).notNull(),
    // Where buyers collect the goods at the delivery; null when the dealer named none (077).
    pickupPlace: text('pickup_place'),
    totalAmount: integer('total_amount').notNull(),
    orderedAmount: integer('ordered_amount').notNull().default(0),
    // When the dealer was told the offer sold out: OFFER_STOCK_LIMIT_REACHED goes once (080).
    soldOutNotifiedAt: timestamp('sold_out_notified_at', { withTimezone: true, precision: 3 }),
    // When the producer's offer report was handled after the deadline: once per offer (080).
    reportedAt: timestamp('reported_at', { withTimezone: true, precision: 3 }),
    // Millisecond precision: a keyset cursor from the wire compares equal (decision 015).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    ...hiddenColumns(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() =>
        searchDocument(
          sql`"product_name"`,
          sql`"product_description"`,
          sql`replace("product_tags", ';', ' ')`,
        ),
      ),
  },
  (table) => [
    // The feed and the market: newest first within one group, top-N per group (decision 015).
    index('offers_group_created_idx').on(
      table.groupId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The market sorted by deadline, soonest first.
    index('offers_group_deadline_idx').on(table.groupId, table.orderDeadline, table.id),
    // My offers, and a user's feed.
    index('offers_dealer_created_idx').on(
      table.dealerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // /dealeroffer.
    index('offers_producer_created_idx').on(
      table.producerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // "Has this product an offer?" (product deletion) and the products' offer counts.
    index('offers_product_idx').on(table.productId),
    index('offers_search_idx').using('gin', table.search),
    // Offers whose producer report is still to do, by deadline (the report planner's sweep).
    index('offers_report_due_idx')
      .on(table.orderDeadline)
      .where(sql`${table.reportedAt} is null and ${table.producerId} is not null`),
    check('offers_price_not_negative', sql`${table.price} >= 0`),
    check('offers_unit_positive', sql`${table.unit} > 0`),
    check('offers_total_positive', sql`${table.totalAmount} > 0`),
    check('offers_ordered_not_negative', sql`${table.orderedAmount} >= 0`),
    check('offers_ordered_within_total', sql`${table.orderedAmount} <= ${table.totalAmount}`),
  ],
);
