import { requireGroupMember, type GroupAccess } from '../../access/group-access';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findPostById, type PostRow } from './posts.repository';

/*
 * Who may do what with a post: its group's members read it, its author edits it, its author or
 * a group admin deletes it. A post of a group the caller is not in is 403, a missing one 404.
 */

export type PostAccess = GroupAccess & { post: Pick<PostRow, 'id' | 'groupId' | 'authorId'> };

export async function requirePostReader(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<PostAccess> {
  const post = await findPostById(db, id);
  if (!post) throw notFound();
  return { post, ...(await requireGroupMember(db, viewer, post.groupId)) };
}

/** Editing is the author's alone, and only while they still belong to the group. */
export async function requirePostAuthor(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<PostAccess> {
  const access = await requirePostReader(db, viewer, id);
  if (access.post.authorId !== viewer.id) throw forbidden();
  return access;
}

export async function requirePostDeleter(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<PostAccess> {
  const access = await requirePostReader(db, viewer, id);
  if (access.post.authorId !== viewer.id && !access.membership.isAdmin) throw forbidden();
  return access;
}
