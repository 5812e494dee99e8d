import type { NotificationType } from '@kozos/contract';
import type { Db } from '../db/client';
import type { NotificationInput } from '../notifications/notify';

/*
 * A reminder source (decision 101): a content feature says which of its items are due for a
 * reminder of one kind, and to whom; the scheduler (jobs/reminders.ts) sends each exactly once.
 * Like a FeedSource it imports no feature: features export one from their index.ts and registries.ts
 * registers it in `reminderSources`.
 */

export interface DueReminder {
  /** The item reminded of (an event's or an offer's id). */
  itemId: string;
  /**
   * The instant reminded of (a deadline, a start). It is part of the claim: when the item's time
   * changes, the reminder is planned again for the new time.
   */
  at: Date;
  /** Who is to be reminded now: asked afresh every run, so a left group or a withdrawn answer counts. */
  recipients: readonly string[];
  notification: NotificationInput;
}

export interface ReminderSource {
  /** The notification type this source reminds with; one source per type. */
  kind: NotificationType;
  /** How long before the item's instant the reminder goes out (documented in decision 101). */
  leadMs: number;
  /**
   * The items whose instant lies in (`from`, `until`] — not yet passed, within the lead time —
   * with their recipients. Deleted items are simply not found. One or two queries whatever the
   * number of items.
   */
  due(db: Db, window: { from: Date; until: Date }): Promise<DueReminder[]>;
}
