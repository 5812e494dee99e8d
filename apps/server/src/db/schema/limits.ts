import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters every instance shares (decision 152): one fixed window per key, counted
 * and answered by one `insert … on conflict do update … returning`. UNLOGGED (the migration
 * says so by hand): no WAL per limited request, and a crash of the server empties the table,
 * which forgets limits no worse than a restart did before. Expired rows are swept.
 */
export const limitWindows = pgTable(
  'limit_windows',
  {
    /** The limit's name and a SHA-256 of what it counts, e.g. `sign-in|<hash of ip|203.0.113.7>`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window closes, in milliseconds since the epoch (the instance's clock). */
    endsAt: bigint('ends_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('limit_windows_ends_at_idx').on(table.endsAt)],
);
