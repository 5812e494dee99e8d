import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * The one visibility rule of hidden posts, offers and events (issue 26, decision 205): once an
 * admin of the group hid an item after a report, it is its author's alone. Every feed source,
 * list, search, calendar, direct read and live event that shows an item to a viewer adds this
 * predicate (one per source, so the computed feed keeps its plans); reminders and other
 * messages to people about an item add `isNull(hidden_at)`.
 */
export function visibleTo(
  item: { hiddenAt: PgColumn },
  authorId: PgColumn,
  viewerId: SQLWrapper | string,
): SQL {
  return sql`(${item.hiddenAt} is null or ${authorId} = ${viewerId})`;
}

/** Whether a row read for a viewer is hidden from them (reads by id, after the fact). */
export function isHiddenFrom(
  row: { hiddenAt: Date | null; authorId: string },
  viewerId: string,
): boolean {
  return row.hiddenAt !== null && row.authorId !== viewerId;
}
