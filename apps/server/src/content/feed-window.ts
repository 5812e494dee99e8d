import type { FeedQuery } from '@kozos/contract';
import { splitTags } from '@kozos/contract';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { memberships } from '../db/schema/groups';
import { prefixQueryOf } from './search';

/*
 * The SQL every feed source shares (decisions 015, 032): what a feed may show (design brief: only
 * what the viewer may see), which rows of the newest-first order a page needs, and the prepared
 * statement per filter shape. Every item type reads its rows through `scopeGroups`, so no source
 * can reach a group the viewer is not in. Imports no feature.
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
  /** Items carrying all of them. */
  tags: string[];
  /** Keyset cursor: only rows strictly older than (time, id). */
  before: { time: Date; id: string } | undefined;
  /** Anchor for skip-based paging: only rows created at or before it. */
  until: Date | undefined;
}

/*
 * Feed queries are prepared once per shape (which filters are present) and executed with the
 * values of each call: building the SQL costs more CPU than running it (decision 015). A query
 * builder takes a `bind` that gives each value either as a placeholder (prepared) or as itself
 * (a one-off query: the market of one dealer or producer).
 */

/** The values of one feed query, by placeholder name. */
export interface FeedParams {
  viewerId: string;
  groupId: string | undefined;
  authorId: string | undefined;
  count: number;
  search: string | undefined;
  beforeTime: string | undefined;
  beforeId: string | undefined;
  until: string | undefined;
  /** `;tag;` for each wanted tag, by index. */
  tags: string[];
}

export interface FeedBind {
  /** The value of a parameter, as a placeholder or as itself. */
  param(name: string): SQL;
  /** The row count, for `limit`. */
  count: number | Placeholder;
}

/** Which filters a feed query has: one prepared statement per distinct shape. */
export function feedShapeOf(scope: FeedScope, window: FeedWindow): string {
  return [
    scope.groupId ? 'g' : '',
    scope.authorId ? 'a' : '',
    window.searchQuery === undefined ? '' : 's',
    window.before ? 'b' : '',
    window.until ? 'u' : '',
    `t${window.tags.length}`,
  ].join('');
}

export function feedParamsOf(scope: FeedScope, window: FeedWindow): FeedParams {
  return {
    viewerId: scope.viewerId,
    groupId: scope.groupId,
    authorId: scope.authorId,
    count: window.count,
    search: window.searchQuery,
    beforeTime: window.before?.time.toISOString(),
    beforeId: window.before?.id,
    until: window.until?.toISOString(),
    tags: window.tags.map((tag) => `;${tag};`),
  };
}

/** Placeholders for a prepared query; values are filled by {@link placeholderValues}. */
export const bindPlaceholders: FeedBind = {
  param: (name) => sql`${sql.placeholder(name)}`,
  count: sql.placeholder('count'),
};

/**
 * Page sizes up to this are written into a prepared feed statement as a constant (one statement
 * per size, and a page size is fixed per client), larger ones are a placeholder (decision 230).
 */
export const LITERAL_COUNT_MAX = 50;

/**
 * The bind of a prepared feed statement and what it adds to the statement's shape. With
 * `limit $n` PostgreSQL's generic plan guesses a tenth of the rows, prices itself above a
 * custom plan and is never taken, so every call was planned afresh (decision 230); with the
 * page size a constant the generic plan is taken after five custom ones.
 */
export function preparedBindOf(window: FeedWindow): { bind: FeedBind; shape: string } {
  if (!Number.isInteger(window.count) || window.count < 0 || window.count > LITERAL_COUNT_MAX)
    return { bind: bindPlaceholders, shape: '' };
  // `limit` takes a placeholder or a number bound as a parameter; a raw SQL constant renders
  // in their place (drizzle writes any object as ` limit ${it}`).
  const count = sql.raw(String(window.count)) as unknown as Placeholder;
  return {
    bind: { param: (name) => bindPlaceholders.param(name), count },
    shape: `n${window.count}`,
  };
}

export function placeholderValues(params: FeedParams): Record<string, unknown> {
  const { tags, ...rest } = params;
  return { ...rest, ...Object.fromEntries(tags.map((tag, at) => [`tag${at}`, tag])) };
}

/** The ids of the groups whose items the scope may show, as a subquery named `scope`. */
export function scopeGroups(db: Db, scope: FeedScope, bind: FeedBind) {
  const conditions: (SQL | undefined)[] = [eq(memberships.userId, bind.param('viewerId'))];
  if (scope.groupId) conditions.push(eq(memberships.groupId, bind.param('groupId')));
  if (scope.authorId) {
    conditions.push(
      sql`exists (select 1 from ${memberships} as other where other.group_id = ${memberships.groupId} and other.user_id = ${bind.param('authorId')}::uuid)`,
    );
  }
  return db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(and(...conditions))
    .as('scope');
}

/** `(created_at, id) < (time, id)` and `created_at <= until` for any item table. */
export function windowConditions(
  window: FeedWindow,
  bind: FeedBind,
  createdAt: PgColumn,
  id: PgColumn,
): SQL[] {
  const conditions: SQL[] = [];
  if (window.before) {
    conditions.push(
      sql`(${createdAt}, ${id}) < (${bind.param('beforeTime')}::timestamptz, ${bind.param('beforeId')}::uuid)`,
    );
  }
  if (window.until) conditions.push(sql`${createdAt} <= ${bind.param('until')}::timestamptz`);
  return conditions;
}

/** Items whose semicolon-joined `tags` column carries every wanted tag. */
export function tagConditions(window: FeedWindow, bind: FeedBind, tags: PgColumn): SQL[] {
  return window.tags.map(
    (_tag, at) => sql`position(${bind.param(`tag${at}`)}::text in ';' || ${tags} || ';') > 0`,
  );
}

/** The window for a feed query: rows enough to cut the page `skip..skip+limit` after merging. */
export function feedWindowOf(query: FeedQuery): FeedWindow {
  return {
    count: query.skip + query.limit,
    searchQuery: prefixQueryOf(query.search),
    tags: splitTags(query.tags),
    before: query.before ? parseCursor(query.before) : undefined,
    until: query.until ? new Date(query.until) : undefined,
  };
}

function parseCursor(cursor: string): { time: Date; id: string } {
  const [time = '', id = ''] = cursor.split('|');
  return { time: new Date(time), id };
}
