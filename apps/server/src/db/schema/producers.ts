import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A dealer's producer, named by e-mail (spec §3). The connection is active while a verified,
 * live account holds that address, pending before (decision 071): nothing stores the producer's
 * id, so registering through any path (the invitation mail, plain sign-up) activates it.
 */
export const producerConnections = pgTable(
  'producer_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Lower-case, as users.email is stored (the contract's Email lowercases).
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // One connection per dealer and address; also what makes a double add a clean 409.
    uniqueIndex('producer_connections_dealer_email_key').on(table.dealerId, table.email),
    // GET /api/Dealer: the connections naming my address.
    index('producer_connections_email_idx').on(table.email),
  ],
);
