import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The hidden marker of a post, offer or event (issue 26, decision 205): set when an admin of the
 * group hides it after a report. Only its author (and the reports screen) still reads it; every
 * list, feed, search, calendar, reminder and direct read leaves it out for everyone else.
 */
export function hiddenColumns() {
  return {
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  };
}
