import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { scopeGroups, windowConditions, type FeedScope, type FeedWindow } from '../feed/feed-scope';
import { searchCondition, tagsCondition } from './post-search';
import { postColumns, postViewColumns, type PostView } from './posts.repository';

/*
 * The posts of a feed window, newest first (decision 015). Without a search: top-N per group, a
 * LATERAL over the viewer's groups where each group reads at most N rows of the index
 * (group_id, created_at desc, id desc), so the cost follows the page size, not the table.
 * With a search the GIN index on `posts.search` finds the matching rows first: a word that
 * matches nothing reads nothing.
 */
export function listPostsInWindow(
  db: Db,
  scope: FeedScope,
  window: FeedWindow,
): Promise<PostView[]> {
  return postsInWindowQuery(db, scope, window);
}

/** The query of {@link listPostsInWindow}, unexecuted (the plan test explains it). */
export function postsInWindowQuery(db: Db, scope: FeedScope, window: FeedWindow) {
  const conditions: (SQL | undefined)[] = [
    scope.authorId ? eq(posts.authorId, scope.authorId) : undefined,
    tagsCondition(window.tags),
    ...windowConditions(window, posts.createdAt, posts.id),
  ];
  const groupsInScope = scopeGroups(db, scope);
  if (window.searchQuery !== undefined) {
    return db
      .select(postViewColumns(posts))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .innerJoin(groups, eq(groups.id, posts.groupId))
      .where(
        and(
          searchCondition(window.searchQuery),
          inArray(posts.groupId, db.select({ groupId: groupsInScope.groupId }).from(groupsInScope)),
          ...conditions,
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(window.count);
  }
  const top = db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.groupId, groupsInScope.groupId), ...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(window.count)
    .as('top');
  return db
    .select(postViewColumns(top))
    .from(groupsInScope)
    .crossJoinLateral(top)
    .innerJoin(users, eq(users.id, top.authorId))
    .innerJoin(groups, eq(groups.id, top.groupId))
    .orderBy(desc(top.createdAt), desc(top.id))
    .limit(window.count);
}
