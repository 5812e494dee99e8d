import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Calendar subscriptions (issue 14, decision 093): one secret address per user. The token is
 * kept to show the address again in settings; requests find it by its sha-256, so matching a
 * guess costs the same whatever it shares with a real token.
 */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
