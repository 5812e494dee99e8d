import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  feedParamsOf,
  feedShapeOf,
  placeholderValues,
  preparedBindOf,
  scopeGroups,
  tagConditions,
  windowConditions,
  type FeedBind,
  type FeedScope,
  type FeedWindow,
} from '../../content/feed-window';
import { groupNameOf, personOf, preparedFamily } from '../../content/prepared-queries';
import { commentCountOf } from '../../content/comment-count';
import { visibleTo } from '../../content/hidden-items';
import { preparedSearchCondition } from '../../content/search';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { photoRefsColumn } from '../photos';
import { postColumns, type PostView } from './posts.repository';

/*
 * The posts of a feed window, newest first (decision 015). Without a search: top-N per group, a
 * LATERAL over the viewer's groups where each group reads at most N rows of the index
 * (group_id, created_at desc, id desc), so the cost follows the page size, not the table.
 * With a search the GIN index on `posts.search` finds the matching rows first: a word that
 * matches nothing reads nothing. Either way the page is cut first and only its rows are joined
 * to their authors and groups.
 */

const preparedPosts = preparedFamily<PostView>('feed_posts');

export function listPostsInWindow(
  db: Db,
  scope: FeedScope,
  window: FeedWindow,
): Promise<PostView[]> {
  const params = feedParamsOf(scope, window);
  // A search is a shape of its own, prepared like the others: planning it for its words cost
  // PostgreSQL more than running it (decision 204).
  const { bind, shape } = preparedBindOf(window);
  const query = preparedPosts(db, feedShapeOf(scope, window) + shape, (name) =>
    postsInWindowQuery(db, scope, window, bind).prepare(name),
  );
  return query.execute(placeholderValues(params));
}

/** The query of {@link listPostsInWindow}, unexecuted (the plan test explains it). */
export function postsInWindowQuery(db: Db, scope: FeedScope, window: FeedWindow, bind: FeedBind) {
  const conditions: (SQL | undefined)[] = [
    visibleTo(posts, posts.authorId, bind.param('viewerId')),
    scope.authorId ? eq(posts.authorId, bind.param('authorId')) : undefined,
    ...tagConditions(window, bind, posts.tags),
    ...windowConditions(window, bind, posts.createdAt, posts.id),
  ];
  const groupsInScope = scopeGroups(db, scope, bind);
  let page;
  if (window.searchQuery !== undefined) {
    page = db
      .select(postColumns)
      .from(posts)
      .where(
        and(
          preparedSearchCondition(posts.search, bind.param('search')),
          inArray(posts.groupId, db.select({ groupId: groupsInScope.groupId }).from(groupsInScope)),
          ...conditions,
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(bind.count)
      .as('page');
  } else {
    const top = db
      .select(postColumns)
      .from(posts)
      .where(and(eq(posts.groupId, groupsInScope.groupId), ...conditions))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(bind.count)
      .as('top');
    page = db
      .select({ ...top._.selectedFields })
      .from(groupsInScope)
      .crossJoinLateral(top)
      .orderBy(desc(top.createdAt), desc(top.id))
      .limit(bind.count)
      .as('page');
  }
  // The page's author and group, by key (content/prepared-queries.ts).
  const author = personOf(db, page.authorId, 'author');
  const group = groupNameOf(db, page.groupId);
  return db
    .select({
      id: page.id,
      groupId: page.groupId,
      groupName: group.name,
      title: page.title,
      description: page.description,
      link: page.link,
      tags: page.tags,
      createdAt: page.createdAt,
      editedAt: page.editedAt,
      author: {
        id: author.id,
        name: author.name,
        username: author.username,
        avatar: author.avatar,
      },
      photos: photoRefsColumn('postId', page.id),
      commentCount: commentCountOf('post', page.id),
      hiddenReason: page.hiddenReason,
    })
    .from(page)
    .innerJoinLateral(author, sql`true`)
    .innerJoinLateral(group, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
}
