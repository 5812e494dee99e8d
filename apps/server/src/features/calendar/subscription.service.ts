import { createHash, randomBytes } from 'node:crypto';
import { calendarSectionsByCloseness, type CalendarSubscription } from '@kozos/contract';
import type { CalendarSource } from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import {
  deleteToken,
  findSubscriber,
  findTokenOfUser,
  replaceToken,
  type CalendarTokenRow,
} from './calendar-tokens.repository';
import { collectCalendar } from './calendar.service';
import { buildIcs } from './ics';

/*
 * Calendar subscriptions (issue 14, decision 093): one secret address per user, 256 random bits
 * (base64url), regenerated or revoked from settings. Requests find the token by its sha-256.
 * The feed holds 30 days back and a year ahead, not all history (Karrot frontend #2428).
 */

const dayMs = 24 * 60 * 60 * 1000;
export const subscriptionDaysBack = 30;
export const subscriptionDaysAhead = 365;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function subscriptionOf(
  row: CalendarTokenRow | undefined,
  publicUrl: string,
): CalendarSubscription {
  if (!row) return null;
  return {
    url: `${publicUrl}/api/Calendar/ics/${row.token}`,
    creationTime: row.createdAt.toISOString(),
  };
}

export async function getSubscription(
  db: Db,
  viewer: CurrentUser,
  publicUrl: string,
): Promise<CalendarSubscription> {
  return subscriptionOf(await findTokenOfUser(db, viewer.id), publicUrl);
}

/** A new secret address; the previous one, if any, stops working. */
export async function renewSubscription(
  db: Db,
  viewer: CurrentUser,
  publicUrl: string,
): Promise<CalendarSubscription> {
  const token = randomBytes(32).toString('base64url');
  const row = await replaceToken(db, { userId: viewer.id, token, tokenHash: hashOf(token) });
  return subscriptionOf(row, publicUrl);
}

export async function revokeSubscription(db: Db, viewer: CurrentUser): Promise<void> {
  await deleteToken(db, viewer.id);
}

/** The feed behind a secret address, or 404 for an address that is not (or no longer) one. */
export async function subscriptionFeed(
  db: Db,
  sources: readonly CalendarSource[],
  token: string,
  publicUrl: string,
): Promise<string> {
  const subscriber = await findSubscriber(db, hashOf(token.replace(/\.ics$/, '')));
  if (!subscriber) throw notFound();
  const now = Date.now();
  const sections = await collectCalendar(db, sources, {
    viewerId: subscriber.userId,
    from: new Date(now - subscriptionDaysBack * dayMs),
    to: new Date(now + subscriptionDaysAhead * dayMs),
    purpose: 'subscription',
  });
  // What the thing is to the reader comes first (my order, my sale, then the offer), so the one
  // VEVENT kept of each thing and date is the reader's own, as the calendar screens keep it.
  return buildIcs(
    calendarSectionsByCloseness.flatMap((section) => sections[section]),
    {
      language: subscriber.language,
      publicUrl,
      host: new URL(publicUrl).host,
    },
  );
}
