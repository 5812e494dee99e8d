import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { users } from './users';

/**
 * Links that let someone invited by e-mail create an account (/activate?k=token). Only the
 * sha-256 of the token is stored, so a leaked database cannot be used to take over invitations.
 */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    // The group the invitation was for; the account can still be made once the group is gone.
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activation_tokens_email_idx').on(table.email)],
);
