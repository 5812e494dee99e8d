import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailDigests, notifications, users } from '../../db/schema';

/** A notification unseen this long goes into the digest. */
export const unseenForMs = 24 * 60 * 60 * 1000;
/** Notifications older than this (before the first digest) are left out. */
const firstDigestReachMs = 7 * 24 * 60 * 60 * 1000;
/** At most one digest per user in this long. */
const digestEveryMs = 24 * 60 * 60 * 1000;

const at = (now: Date, ms: number) => new Date(now.getTime() - ms);
/** The link in the mail carries it (decision 104). */
const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

/**
 * Users due a digest (one query): notifications on, account live, digests not turned off, none
 * sent in the last 24 h, and an unseen notification older than 24 h not in a digest yet.
 */
export async function usersDueDigest(db: Db, now: Date, limit: number) {
  const cutoff = at(now, unseenForMs);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(mailDigests, eq(mailDigests.userId, users.id))
    .where(
      and(
        eq(users.isNotificationEnabled, true),
        eq(users.emailVerified, true),
        isNull(users.deletedAt),
        or(isNull(mailDigests.userId), eq(mailDigests.isEnabled, true)),
        or(isNull(mailDigests.lastSentAt), lte(mailDigests.lastSentAt, at(now, digestEveryMs))),
        sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id}
          and n.is_seen = false and n.created_at <= ${cutoff}
          and n.created_at > coalesce(${mailDigests.digestedUntil}, ${at(now, firstDigestReachMs)}))`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims today's digest for the user: true for exactly one caller however many instances ask
 * (a conditional update of the user's row). Creates the row, with its unsubscribe token, first.
 */
export async function claimDigest(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; since: Date } | undefined> {
  await tx
    .insert(mailDigests)
    .values({ userId, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing();
  const [previous] = await tx
    .select({ digestedUntil: mailDigests.digestedUntil })
    .from(mailDigests)
    .where(eq(mailDigests.userId, userId))
    .for('update');
  const [claimed] = await tx
    .update(mailDigests)
    .set({ lastSentAt: now, digestedUntil: at(now, unseenForMs) })
    .where(
      and(
        eq(mailDigests.userId, userId),
        eq(mailDigests.isEnabled, true),
        or(isNull(mailDigests.lastSentAt), lte(mailDigests.lastSentAt, at(now, digestEveryMs))),
      ),
    )
    .returning({ token: mailDigests.unsubscribeToken });
  if (!claimed) return undefined;
  return { token: claimed.token, since: previous?.digestedUntil ?? at(now, firstDigestReachMs) };
}

/** What goes into the user's digest, newest first, and whom it goes to. */
export async function digestContent(db: Db, userId: string, since: Date, now: Date) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isSeen, false),
        gt(notifications.createdAt, since),
        lte(notifications.createdAt, at(now, unseenForMs)),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  const [reader] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      dateFormat: users.dateFormat,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { rows, reader };
}

/** Whether the user's digests go out: on until turned off (no row yet means on). */
export async function isDigestEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isEnabled: mailDigests.isEnabled })
    .from(mailDigests)
    .where(eq(mailDigests.userId, userId));
  return row?.isEnabled ?? true;
}

/**
 * The settings switch. Only `is_enabled` changes: turned on again, the user is due by the rules
 * of usersDueDigest (the last send and what it listed stay as they were).
 */
export async function setDigestEnabled(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db
    .insert(mailDigests)
    .values({ userId, unsubscribeToken: newUnsubscribeToken(), isEnabled: enabled })
    .onConflictDoUpdate({ target: mailDigests.userId, set: { isEnabled: enabled } });
}

/** One-click unsubscribe: true when the token was someone's. */
export async function turnDigestsOff(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(mailDigests)
    .set({ isEnabled: false })
    .where(eq(mailDigests.unsubscribeToken, token))
    .returning({ userId: mailDigests.userId });
  return row?.userId;
}

export async function languageOf(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? 'en';
}
