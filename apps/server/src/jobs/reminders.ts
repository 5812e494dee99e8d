import type { Db } from '../db/client';
import { userScope, writesTo } from '../db/write-scope';
import { withoutOptedOut, writeNotifications } from '../notifications/notify';
import { claimReminders, claimedRecipients } from './jobs.repository';
import type { DueReminder, ReminderSource } from './reminder-source';
import type { PeriodicTask } from './scheduler';

/** How often every instance looks for due reminders. */
export const reminderSweepMs = 60_000;

/**
 * The periodic task that sends every registered source's due reminders (decision 101). It keeps
 * no state of its own: each run asks the sources afresh, so a changed time, a deleted item, a
 * left group or a withdrawn answer is simply what the next run sees; the claims make each
 * (kind, item, recipient, instant) go out once, whichever instance gets there first.
 */
export function reminderTask(sources: readonly ReminderSource[]): PeriodicTask {
  return {
    name: 'reminders',
    everyMs: reminderSweepMs,
    run: async (db, now) => {
      for (const source of sources) await sendDueReminders(db, source, now);
    },
  };
}

/** One source's run; answers how many reminders were written. */
export async function sendDueReminders(db: Db, source: ReminderSource, now: Date): Promise<number> {
  const until = new Date(now.getTime() + source.leadMs);
  const due = await source.due(db, { from: now, until });
  const pending = await withoutClaimed(db, source.kind, await withoutSwitchedOff(db, source, due));
  let sent = 0;
  for (const reminder of pending) sent += await sendReminder(db, source.kind, reminder);
  return sent;
}

/**
 * Drops the recipients who turned the kind off before anything is claimed (decision 087), so
 * turning it on again before the instant still brings the reminder.
 */
async function withoutSwitchedOff(
  db: Db,
  source: ReminderSource,
  due: DueReminder[],
): Promise<DueReminder[]> {
  const everyone = [...new Set(due.flatMap((reminder) => reminder.recipients))];
  const kept = new Set(await withoutOptedOut(db, source.kind, everyone));
  return due.map((reminder) => ({
    ...reminder,
    recipients: reminder.recipients.filter((userId) => kept.has(userId)),
  }));
}

/** Drops the recipients already reminded, so a quiet minute costs two reads and no write. */
async function withoutClaimed(db: Db, kind: string, due: DueReminder[]): Promise<DueReminder[]> {
  const claims = await claimedRecipients(
    db,
    kind,
    due.map((reminder) => reminder.itemId),
  );
  const done = new Set(claims.map((c) => `${c.itemId} ${c.userId} ${c.at.getTime()}`));
  return due
    .map((reminder) => ({
      ...reminder,
      recipients: reminder.recipients.filter(
        (userId) => !done.has(`${reminder.itemId} ${userId} ${reminder.at.getTime()}`),
      ),
    }))
    .filter((reminder) => reminder.recipients.length > 0);
}

/**
 * Claims and notifications commit together: a crash before the commit leaves neither (the next
 * run sends), after it both (the next run skips). Delivery (push, live) follows the commit.
 */
async function sendReminder(db: Db, kind: string, reminder: DueReminder): Promise<number> {
  // A claim shows in no answer but its recipient's: it names them, like the notification.
  const written = await writesTo(reminder.recipients.map(userScope), () =>
    db.transaction(async (tx) => {
      const key = { kind, itemId: reminder.itemId, at: reminder.at };
      const claimed = await claimReminders(tx, key, reminder.recipients);
      return writeNotifications(tx, db, claimed, reminder.notification);
    }),
  );
  await written.deliver();
  return written.rows.length;
}
