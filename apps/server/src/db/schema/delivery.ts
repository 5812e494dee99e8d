import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Delivery beyond the in-app list (issue 15): Web Push subscriptions, the scheduler's jobs and
 * reminder claims, and the daily digest mail.
 */

/**
 * A browser's push subscription (spec §3: "a push registration stores token, creation time and
 * subscription options"). The endpoint identifies it; the keys encrypt what is sent to it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // JSON text: the browser's time zone (push texts show times in it) and what it was asked.
    options: text('options').notNull().default('{}'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * One-off work at a time (the delayed test notification today). A job is run in the
 * transaction that deletes it, so its writes and its removal commit together: exactly once.
 * `key`, when set, keeps one job of a kind per thing (one delayed test per user).
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: text('payload').notNull().default('{}'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scheduled_jobs_run_at_idx').on(table.runAt)],
);

/**
 * A reminder sent: one row per (kind, item, recipient, instant reminded of), inserted in the
 * transaction that writes the notification. The primary key is what makes it exactly once
 * across instances, restarts and crashes; the instant in the key makes a changed time a new plan.
 */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId, table.userId, table.at] }),
    index('reminder_claims_created_idx').on(table.createdAt),
  ],
);

/**
 * The daily digest mail per user: a random unsubscribe token (decision 104), whether digests
 * are on, and up to when notifications have been put in one.
 */
export const mailDigests = pgTable('mail_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  digestedUntil: timestamp('digested_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
