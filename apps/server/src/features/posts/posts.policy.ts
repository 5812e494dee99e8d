import { requireGroupMember, type GroupAccess } from '../../access/group-access';
import { isHiddenFrom } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findPostById, type PostRow } from './posts.repository';

/*
 * Who may do what with a post: its group's members read it, its author edits it, its author or
 * a group admin deletes it. A post of a group the caller is not in is 403, a missing one 404.
 */

export type PostAccess = GroupAccess & {
  post: Pick<PostRow, 'id' | 'groupId' | 'authorId' | 'hiddenAt'>;
};

async function requirePostMember(db: Db, viewer: CurrentUser, id: string): Promise<PostAccess> {
  const post = await findPostById(db, id);
  if (!post) throw notFound();
  return { post, ...(await requireGroupMember(db, viewer, post.groupId)) };
}

/** A post an admin hid is its author's alone: to anyone else it is gone (decision 205). */
export async function requirePostReader(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<PostAccess> {
  const access = await requirePostMember(db, viewer, id);
  if (isHiddenFrom(access.post, viewer.id)) throw notFound();
  return access;
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
  // A group admin may still delete a post they hid; to other members it is gone.
  const access = await requirePostMember(db, viewer, id);
  if (access.post.authorId === viewer.id || access.membership.isAdmin) return access;
  throw isHiddenFrom(access.post, viewer.id) ? notFound() : forbidden();
}
