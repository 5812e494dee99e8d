import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reminderClaims, scheduledJobs } from '../db/schema';

export type JobRow = typeof scheduledJobs.$inferSelect;

/** Adds a job; with a `key` already waiting, adds nothing and answers false. */
export async function insertJob(
  db: Db,
  job: { kind: string; key?: string; payload: string; runAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobs)
    .values(job)
    .onConflictDoNothing({ target: scheduledJobs.key })
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/**
 * The next due job no other transaction holds, locked for this one: instances never run the
 * same job at once, and a job whose runner died (its transaction gone) is free again.
 */
export async function lockNextDueJob(tx: Db, now: Date): Promise<JobRow | undefined> {
  const [row] = await tx
    .select()
    .from(scheduledJobs)
    .where(lte(scheduledJobs.runAt, now))
    .orderBy(scheduledJobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteJob(tx: Db, id: string): Promise<void> {
  await tx.delete(scheduledJobs).where(eq(scheduledJobs.id, id));
}

/** A failed run: tried again later, or given up after `maxAttempts`. */
export async function postponeJob(
  db: Db,
  id: string,
  retryAt: Date,
  maxAttempts: number,
): Promise<'postponed' | 'given up'> {
  const [row] = await db
    .update(scheduledJobs)
    .set({ attempts: sql`${scheduledJobs.attempts} + 1`, runAt: retryAt })
    .where(eq(scheduledJobs.id, id))
    .returning({ attempts: scheduledJobs.attempts });
  if (row && row.attempts < maxAttempts) return 'postponed';
  await deleteJob(db, id);
  return 'given up';
}

export async function jobIsWaiting(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.key, key));
  return rows.length > 0;
}

export async function nextJobTime(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ runAt: scheduledJobs.runAt })
    .from(scheduledJobs)
    .orderBy(scheduledJobs.runAt)
    .limit(1);
  return row?.runAt;
}

type ClaimKey = { kind: string; itemId: string; at: Date };

/** Of the items' recipients, those already reminded for this instant (one query). */
export async function claimedRecipients(db: Db, kind: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: reminderClaims.itemId, userId: reminderClaims.userId, at: reminderClaims.at })
    .from(reminderClaims)
    .where(and(eq(reminderClaims.kind, kind), inArray(reminderClaims.itemId, itemIds)));
}

/**
 * Claims the reminder for each recipient; answers those claimed now. A recipient another
 * transaction claimed (committed, or waiting to commit: the insert waits for it) is left out.
 */
export async function claimReminders(
  tx: Db,
  key: ClaimKey,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(reminderClaims)
    .values(userIds.map((userId) => ({ ...key, userId })))
    .onConflictDoNothing()
    .returning({ userId: reminderClaims.userId });
  return rows.map((row) => row.userId);
}
