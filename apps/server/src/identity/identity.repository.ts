import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { appMeta, sessions, users } from '../db/schema';

/** True when a (not deleted) account uses this address; addresses are stored lowercased. */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the account with this address holds an unexpired session made from `ip` (sign-in's
 * known sources, decision 121). Better Auth records the IP our rate limits use.
 */
export async function hasSessionFrom(db: Db, email: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        isNull(users.deletedAt),
        eq(sessions.ipAddress, ip),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Makes `userId` the site admin if no account ever claimed that role. The claim is a row in
 * app_meta inserted with `on conflict do nothing` in the same statement as the update, so two
 * first sign-ups at the same moment cannot both become admin (or both miss out).
 */
export async function claimFirstAdmin(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    with claim as (
      insert into ${appMeta} (key, value) values ('first_admin_user_id', ${userId})
      on conflict do nothing
      returning value
    )
    update ${users} set is_admin = true where id in (select value::uuid from claim)
  `);
}

export interface SessionUser {
  userId: string;
  isAdmin: boolean;
  expiresAt: Date;
}

const sessionUser = preparedPerDb((db) =>
  db
    .select({ userId: sessions.userId, isAdmin: users.isAdmin, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user'),
);

/** The session with this token and its user, in one query (identity/session-resolver.ts). */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await sessionUser(db).execute({ token });
  return row;
}
