import type { FeedItem, FeedQuery } from '@kozos/contract';
import { requireGroupMember } from '../../access/group-access';
import type { FeedSource } from '../../content/feed-source';
import { feedWindowOf, type FeedScope } from '../../content/feed-window';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findUserById } from '../users';

/*
 * The feed knows no content type: it merges the sources app.ts registers, one per item type
 * (decision 032). Each returns its top skip+limit items within the scope and window.
 */

/** Newest first, as the database orders: creationTime, then id, both descending. */
function newestFirst(a: FeedItem, b: FeedItem): number {
  const byTime = Date.parse(b.data.creationTime) - Date.parse(a.data.creationTime);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The one feed builder: merges every source's rows and cuts the page. */
export async function buildFeed(
  db: Db,
  sources: readonly FeedSource[],
  scope: FeedScope,
  query: FeedQuery,
): Promise<FeedItem[]> {
  const window = feedWindowOf(query);
  const items = (await Promise.all(sources.map((source) => source(db, scope, window)))).flat();
  return items.sort(newestFirst).slice(query.skip, query.skip + query.limit);
}

/** GET /api/Feed: every group of mine. */
export function listMyFeed(
  db: Db,
  sources: readonly FeedSource[],
  viewer: CurrentUser,
  query: FeedQuery,
): Promise<FeedItem[]> {
  return buildFeed(db, sources, { viewerId: viewer.id }, query);
}

/** GET /api/Group/{id}/Feed: members only. */
export async function listGroupFeed(
  db: Db,
  sources: readonly FeedSource[],
  viewer: CurrentUser,
  groupId: string,
  query: FeedQuery,
): Promise<FeedItem[]> {
  await requireGroupMember(db, viewer, groupId);
  return buildFeed(db, sources, { viewerId: viewer.id, groupId }, query);
}

/** GET /api/User/{id}/Feed: that user's items, only in groups the viewer shares with them. */
export async function listUserFeed(
  db: Db,
  sources: readonly FeedSource[],
  viewer: CurrentUser,
  userId: string,
  query: FeedQuery,
): Promise<FeedItem[]> {
  if (!(await findUserById(db, userId))) throw notFound();
  return buildFeed(db, sources, { viewerId: viewer.id, authorId: userId }, query);
}
