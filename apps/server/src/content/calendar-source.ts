import type { CalendarItem, CalendarSection } from '@kozos/contract';
import type { Db } from '../db/client';

/*
 * The calendar as a registry of sources (issue 14, decision 092), like the feed's (decision 032):
 * each content feature exports one or more from its index.ts, registries.ts lists them, and the
 * calendar merges their items per section knowing no content type. Imports no feature.
 */

export interface CalendarQuery {
  viewerId: string;
  /** The period: items with a mark at or after `from` and before `to`. */
  from: Date;
  to: Date;
  /**
   * Who asks: the calendar screens (`calendar`), or a subscription feed (`subscription`), for
   * which a source may leave out marks that would only clutter another calendar app and add
   * cancelled items (see `CalendarSourceItem.cancelled`).
   */
  purpose: 'calendar' | 'subscription';
}

export interface CalendarSourceItem extends CalendarItem {
  /** Subscriptions only: the item was cancelled (deleted) and is shown as such for a while. */
  cancelled?: boolean;
}

export interface CalendarSource {
  section: CalendarSection;
  /** The section's items with at least one mark in the period, each listing only those marks. */
  list(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]>;
}
