import type { PhotoRef } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { commentCountOf } from '../../content/comment-count';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { photoRefsColumn } from '../photos';

export type PostRow = typeof posts.$inferSelect;

/** A post with what its card shows of the author and the group. */
export interface PostView {
  id: string;
  groupId: string;
  groupName: string;
  title: string;
  description: string;
  link: string | null;
  tags: string;
  createdAt: Date;
  editedAt: Date | null;
  author: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
  /** In display order (issue 25). */
  photos: PhotoRef[];
  /** Comments under it (issue 26): a correlated count, no extra round trip. */
  commentCount: number;
  /** Why an admin hid it (decision 205); null while visible. Only its author reads it hidden. */
  hiddenReason: string | null;
}

type PostColumnKey =
  | 'id'
  | 'groupId'
  | 'title'
  | 'description'
  | 'link'
  | 'tags'
  | 'createdAt'
  | 'editedAt'
  | 'hiddenReason';

/** The columns of a {@link PostView}; `source` is `posts` or a subquery of its columns. */
export function postViewColumns<
  S extends Pick<typeof posts, PostColumnKey> | Record<PostColumnKey, PgColumn>,
>(source: S) {
  return {
    id: source.id,
    groupId: source.groupId,
    groupName: groups.name,
    title: source.title,
    description: source.description,
    link: source.link,
    tags: source.tags,
    createdAt: source.createdAt,
    editedAt: source.editedAt,
    author: {
      id: users.id,
      name: users.name,
      username: users.username,
      avatar: avatarRefOf('users'),
    },
    photos: photoRefsColumn('postId', source.id),
    commentCount: commentCountOf('post', source.id),
    hiddenReason: source.hiddenReason,
  };
}

/** Every column but the search vector, which no reader needs. */
export const postColumns = {
  id: posts.id,
  groupId: posts.groupId,
  authorId: posts.authorId,
  title: posts.title,
  description: posts.description,
  link: posts.link,
  tags: posts.tags,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  hiddenReason: posts.hiddenReason,
};

export async function insertPost(
  db: Db,
  values: {
    groupId: string;
    authorId: string;
    title: string;
    description: string;
    link: string | null;
    tags: string;
  },
): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert into posts returned nothing');
  return row.id;
}

export async function findPostView(db: Db, id: string): Promise<PostView | undefined> {
  const [row] = await db
    .select(postViewColumns(posts))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(groups, eq(groups.id, posts.groupId))
    .where(eq(posts.id, id));
  return row;
}

export async function findPostById(
  db: Db,
  id: string,
): Promise<Pick<PostRow, 'id' | 'groupId' | 'authorId' | 'hiddenAt'> | undefined> {
  const [row] = await db
    .select({
      id: posts.id,
      groupId: posts.groupId,
      authorId: posts.authorId,
      hiddenAt: posts.hiddenAt,
    })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
}

export async function updatePost(
  db: Db,
  id: string,
  changes: Partial<Pick<PostRow, 'title' | 'description' | 'link' | 'tags'>>,
): Promise<void> {
  await db
    .update(posts)
    .set({ ...changes, editedAt: new Date() })
    .where(eq(posts.id, id));
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/** Everything one person wrote, oldest first, with the group's name (their data export). */
export function listPostsByAuthor(db: Db, authorId: string) {
  return db
    .select({
      group: groups.name,
      title: posts.title,
      description: posts.description,
      link: posts.link,
      tags: posts.tags,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
    })
    .from(posts)
    .innerJoin(groups, eq(groups.id, posts.groupId))
    .where(eq(posts.authorId, authorId))
    .orderBy(posts.createdAt, posts.id);
}
