import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { groups } from './groups';
import { offers } from './offers';
import { posts } from './posts';
import { users } from './users';

/*
 * Comments under posts, offers and events (issue 26, decision 170). Exactly one of `post_id`,
 * `offer_id`, `event_id` names the item; each references its table `on delete cascade`, so
 * deleting an item (or its group, through `group_id`) removes its thread with no code. A
 * comment's group is its item's group, copied at insert for authorization and the cascade.
 *
 * A thread reads in one keyset order: top-level comments oldest first, each followed by its
 * replies oldest first. `thread_created_at`/`thread_id` are the top-level comment's own (a
 * top-level comment's are its own), so the order is (thread_created_at, thread_id,
 * created_at, id) and one index per item kind serves every page.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The top-level comment replied to; null for a top-level comment. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    threadCreatedAt: timestamp('thread_created_at', { withTimezone: true, precision: 3 }).notNull(),
    threadId: uuid('thread_id').notNull(),
    // Account deletion anonymises the user row (decision 013): the comment stays, by "Deleted user".
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The members the text mentions (resolved at write time among the group's members). */
    mentionIds: uuid('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    /** Set when a comment with replies is removed: it stays as a "deleted" marker. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    /** Hidden by an admin of the group after a report (decision 172), and why. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    check(
      'comments_one_item',
      sql`num_nonnulls(${table.postId}, ${table.offerId}, ${table.eventId}) = 1`,
    ),
    index('comments_post_thread_idx')
      .on(table.postId, table.threadCreatedAt, table.threadId, table.createdAt, table.id)
      .where(sql`${table.postId} is not null`),
    index('comments_offer_thread_idx')
      .on(table.offerId, table.threadCreatedAt, table.threadId, table.createdAt, table.id)
      .where(sql`${table.offerId} is not null`),
    index('comments_event_thread_idx')
      .on(table.eventId, table.threadCreatedAt, table.threadId, table.createdAt, table.id)
      .where(sql`${table.eventId} is not null`),
    // Replies of a comment (the deleted marker's life, reply notifications).
    index('comments_parent_idx').on(table.parentId),
    // The data export and account deletion: one's own comments.
    index('comments_author_idx').on(table.authorId, table.createdAt),
    index('comments_group_idx').on(table.groupId),
  ],
);

/**
 * Reports (issue 26, decisions 172, 205): one per member and reported comment, post, offer or
 * event — exactly one of the four item columns is set, each cascading with its item — read by
 * the admins of the item's group and the site administrator, resolved by hiding the item or
 * dismissing. The table kept the name it had when only comments could be reported.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spam, offensive or other (the contract's `reportReasons`). */
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** open, hidden or dismissed. */
    status: text('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check(
      'comment_reports_one_item',
      sql`num_nonnulls(${table.commentId}, ${table.postId}, ${table.offerId}, ${table.eventId}) = 1`,
    ),
    uniqueIndex('comment_reports_comment_reporter_idx').on(table.commentId, table.reporterId),
    uniqueIndex('comment_reports_post_reporter_idx').on(table.postId, table.reporterId),
    uniqueIndex('comment_reports_offer_reporter_idx').on(table.offerId, table.reporterId),
    uniqueIndex('comment_reports_event_reporter_idx').on(table.eventId, table.reporterId),
    index('comment_reports_group_created_idx').on(table.groupId, table.createdAt),
  ],
);
