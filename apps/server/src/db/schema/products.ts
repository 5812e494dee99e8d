import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { producerConnections } from './producers';
import { searchDocument, tsvector } from './search';
import { users } from './users';

/** Spec §3 Product: a dealer's inventory, private to its owner (decision 070). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Semicolon-joined, normalised by splitTags/joinTags (spec §3).
    tags: text('tags').notNull().default(''),
    description: text('description').notNull().default(''),
    link: text('link'),
    // Removing the connection keeps the product, without its source (issue 12).
    producerConnectionId: uuid('producer_connection_id').references(() => producerConnections.id, {
      onDelete: 'set null',
    }),
    unit: integer('unit').notNull(),
    measure: text('measure').notNull(),
    price: integer('price').notNull(),
    // Order units not on offer; null: not tracked. Offers take from it in the statement that
    // checks it (decision 070), so it can never go below zero.
    stock: integer('stock'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() =>
        searchDocument(sql`"name"`, sql`"description"`, sql`replace("tags", ';', ' ')`),
      ),
  },
  (table) => [
    index('products_owner_created_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_producer_connection_idx').on(table.producerConnectionId),
    index('products_search_idx').using('gin', table.search),
    check('products_unit_positive', sql`${table.unit} > 0`),
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);
