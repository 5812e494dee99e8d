import type { FeedQuery } from '@kozos/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema/groups';
import { prefixQueryOf } from '../posts/post-search';

/*
 * What a feed may show (design brief: only what the viewer may see). Every item type reads its
 * rows through `scopeGroups`, so no source can reach a group the viewer is not in.
 */
export interface FeedScope {
  viewerId: string;
  /** `GET /api/Group/{id}/Feed`: this group only (membership already checked). */
  groupId?: string;
  /** `GET /api/User/{id}/Feed`: this user's items, in groups both share. */
  authorId?: string;
}

/** Which rows of the newest-first order a source must return (decision 015). */
export interface FeedWindow {
  /** How many rows from the top: skip + limit, so the merge can page across item types. */
  count: number;
  /** Every word, as a prefix, must match (a `to_tsquery` text), or undefined. */
  searchQuery: string | undefined;
  /** Semicolon-joined: items carrying all of them. */
  tags: string | undefined;
  /** Keyset cursor: only rows strictly older than (time, id). */
  before: { time: Date; id: string } | undefined;
  /** Anchor for skip-based paging: only rows created at or before it. */
  until: Date | undefined;
}

/** The ids of the groups whose items the scope may show, as a subquery named `scope`. */
export function scopeGroups(db: Db, scope: FeedScope) {
  const conditions: (SQL | undefined)[] = [eq(memberships.userId, scope.viewerId)];
  if (scope.groupId) conditions.push(eq(memberships.groupId, scope.groupId));
  if (scope.authorId) {
    conditions.push(
      sql`exists (select 1 from ${memberships} as other where other.group_id = ${memberships.groupId} and other.user_id = ${scope.authorId})`,
    );
  }
  return db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(and(...conditions))
    .as('scope');
}

/** `(created_at, id) < (time, id)` and `created_at <= until` for any item table. */
export function windowConditions(window: FeedWindow, createdAt: PgColumn, id: PgColumn): SQL[] {
  const conditions: SQL[] = [];
  if (window.before) {
    const { time, id: beforeId } = window.before;
    conditions.push(
      sql`(${createdAt}, ${id}) < (${time.toISOString()}::timestamptz, ${beforeId}::uuid)`,
    );
  }
  if (window.until)
    conditions.push(sql`${createdAt} <= ${window.until.toISOString()}::timestamptz`);
  return conditions;
}

/** The window for a feed query: rows enough to cut the page `skip..skip+limit` after merging. */
export function feedWindowOf(query: FeedQuery): FeedWindow {
  return {
    count: query.skip + query.limit,
    searchQuery: prefixQueryOf(query.search),
    tags: query.tags,
    before: query.before ? parseCursor(query.before) : undefined,
    until: query.until ? new Date(query.until) : undefined,
  };
}

function parseCursor(cursor: string): { time: Date; id: string } {
  const [time = '', id = ''] = cursor.split('|');
  return { time: new Date(time), id };
}
