import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A dealer's producer, named by e-mail (spec §3). The connection is a request until the account
 * holding that address (verified, live) accepts it, and active from then on while that account
 * still holds the address (decisions 071, 076). Until then the dealer sees nothing of who, if
 * anyone, holds the address.
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
    // The account that accepted, and when: another account later holding the address is not it.
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
    // A declined request stays (the dealer sees it waiting), so adding again cannot re-notify.
    declinedAt: timestamp('declined_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // One connection per dealer and address; also what makes a double add a clean 409.
    uniqueIndex('producer_connections_dealer_email_key').on(table.dealerId, table.email),
    // GET /api/Dealer: the connections naming my address.
    index('producer_connections_email_idx').on(table.email),
  ],
);
