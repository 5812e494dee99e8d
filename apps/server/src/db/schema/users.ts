import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/*
 * Better Auth's four core tables (user, session, account, verification) under our names. The
 * JS property names are Better Auth's field names, so the drizzle adapter needs no field
 * mapping; the SQL names are snake_case. Ids are uuids made by the database (Better Auth's
 * `generateId: 'uuid'` leaves them to PostgreSQL).
 */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Filled at onboarding (/start/username); registration sends ''.
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Our fields (spec §3 User).
    username: text('username'),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    language: text('language', { enum: ['hu', 'en'] })
      .notNull()
      .default('en'),
    dateFormat: text('date_format').notNull().default(''),
    currency: text('currency').notNull().default('HUF'),
    isOfferReportEnabled: boolean('is_offer_report_enabled').notNull().default(true),
    isNotificationEnabled: boolean('is_notification_enabled').notNull().default(true),
    tags: text('tags').notNull().default(''),
    primeRole: text('prime_role', { enum: ['consumer', 'distributor', 'producer', 'unsure'] }),
    isAdmin: boolean('is_admin').notNull().default(false),
    // Set when the account was deleted and the row anonymized (decision 013).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // "Alice" and "alice" are the same username.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The provider's subject; for the password ('credential') account it is the user id.
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    // Better Auth's scrypt hash; never written by our code.
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** Better Auth's short-lived values: password-reset tokens, OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);
