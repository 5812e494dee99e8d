import type { NotificationType } from '@kozos/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The in-app notification list (spec §3 Notification); written only by `notify()`. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One of the contract's notification types; a type-only import keeps drizzle-kit off the contract.
    type: text('type').$type<NotificationType>().notNull(),
    // JSON text, as the client expects it (spec §3): `{"groupName":"…","userName":"…"}`.
    variables: text('variables').notNull().default('{}'),
    path: text('path').notNull().default('/'),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The newest-first page of one user, in the order the query reads (`desc` is NULLS FIRST).
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread badge is read on every page load; only unseen rows are in this index.
    index('notifications_user_unseen_idx')
      .on(table.userId)
      .where(sql`${table.isSeen} = false`),
  ],
);

/**
 * The notification kinds a user turned off (decision 087; only the contract's
 * `switchableNotificationTypes`): `notify()` and the reminders write none of them for the user.
 * A row means off, so every kind is on for everyone until they say otherwise.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);
