import type { FeedItem, FeedQuery } from '@kozos/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { requireGroupMember } from '../groups/groups.policy';
import { listPostsInWindow } from '../posts/post-feed.repository';
import { toPostResponse } from '../posts/posts.service';
import { findUserById } from '../users/users.repository';
import { feedWindowOf, type FeedScope, type FeedWindow } from './feed-scope';

/** One item of a source, with the keys the merge orders by. */
interface FeedEntry {
  createdAt: Date;
  item: FeedItem;
}

/** A kind of feed item: its newest rows within the scope and window, newest first. */
type FeedSource = (db: Db, scope: FeedScope, window: FeedWindow) => Promise<FeedEntry[]>;

const postSource: FeedSource = async (db, scope, window) =>
  (await listPostsInWindow(db, scope, window)).map((view) => ({
    createdAt: view.createdAt,
    item: { id: view.id, type: 'post', data: toPostResponse(view) },
  }));

/** Offers and events join the feed here, and as a member of the contract's `FeedItem`. */
const feedSources: readonly FeedSource[] = [postSource];

function newestFirst(a: FeedEntry, b: FeedEntry): number {
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return a.item.id < b.item.id ? 1 : a.item.id > b.item.id ? -1 : 0;
}

/**
 * The one feed builder: each source returns its top skip+limit rows, the merge orders them as
 * the database does (creationTime, then id, both descending) and cuts the page.
 */
export async function buildFeed(db: Db, scope: FeedScope, query: FeedQuery): Promise<FeedItem[]> {
  const window = feedWindowOf(query);
  const entries = (
    await Promise.all(feedSources.map((source) => source(db, scope, window)))
  ).flat();
  return entries
    .sort(newestFirst)
    .slice(query.skip, query.skip + query.limit)
    .map((entry) => entry.item);
}

/** GET /api/Feed: every group of mine. */
export function listMyFeed(db: Db, viewer: CurrentUser, query: FeedQuery): Promise<FeedItem[]> {
  return buildFeed(db, { viewerId: viewer.id }, query);
}

/** GET /api/Group/{id}/Feed: members only. */
export async function listGroupFeed(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  query: FeedQuery,
): Promise<FeedItem[]> {
  await requireGroupMember(db, viewer, groupId);
  return buildFeed(db, { viewerId: viewer.id, groupId }, query);
}

/** GET /api/User/{id}/Feed: that user's items, only in groups the viewer shares with them. */
export async function listUserFeed(
  db: Db,
  viewer: CurrentUser,
  userId: string,
  query: FeedQuery,
): Promise<FeedItem[]> {
  if (!(await findUserById(db, userId))) throw notFound();
  return buildFeed(db, { viewerId: viewer.id, authorId: userId }, query);
}
