import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Everything that belongs to a group points at it with `on delete cascade` (decision 031):
 * deleting the group row removes its memberships, invitations and content in the same
 * statement, and a new content table joins by declaring its foreign key the same way.
 */

/** A neighbourhood circle (spec §3 Group). */
export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to which group; `created_at` is the joined-at time. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One membership per person and group; also what makes a double join a clean 409.
    uniqueIndex('memberships_group_user_key').on(table.groupId, table.userId),
    index('memberships_user_id_idx').on(table.userId),
  ],
);

/**
 * Invitations by e-mail (spec §3). Addressed to an e-mail rather than a user: the invitee may
 * not have an account yet, and once they do, the invitation is matched by their verified address.
 */
export const emailInvitations = pgTable(
  'email_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    // Stored lower-case (the contract's Email schema lowercases).
    email: text('email').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one pending invitation per address and group, even under concurrent requests.
    uniqueIndex('email_invitations_pending_key')
      .on(table.groupId, table.email)
      .where(sql`${table.acceptedAt} is null`),
    index('email_invitations_email_idx').on(table.email),
  ],
);

/** Invitations by link (`{PUBLIC_URL}/?inv={token}`); only the token's sha-256 is stored. */
export const linkInvitations = pgTable(
  'link_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // How many joined through it (the invite screen's "uses").
    useCount: integer('use_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('link_invitations_group_id_idx').on(table.groupId)],
);

/**
 * Who was kicked from which group: they cannot rejoin by link until they accept an e-mail
 * invitation (decision 014). Like the tables above, the rows cascade with their group or user.
 */
export const groupKicks = pgTable(
  'group_kicks',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kickedAt: timestamp('kicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);
