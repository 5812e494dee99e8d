import { commentMessages, type CommentItemType, type CommentResponse } from '@kozos/contract';
import { requireRole } from '../../access/group-access';
import { personSummary } from '../../content/photo-refs';
import { isHiddenFrom } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findCommentItemFor, itemOf, type CommentItem } from './comment-items.repository';
import { findCommentById, findCommentView, type CommentView } from './comments.repository';

/*
 * Who reads a comment, and what they read of it (decision 170): a comment's group is its item's
 * group, so every route finds the item (404) and then the caller's membership of its group (403).
 */

/** The item, and whether the caller administers its group (403 when not a member). */
export async function requireItemReader(
  db: Db,
  viewer: CurrentUser,
  type: CommentItemType,
  id: string,
): Promise<{ item: CommentItem; isGroupAdmin: boolean }> {
  // The item and the caller's role in its group in one statement (issue 26's thread pages).
  const found = await findCommentItemFor(db, type, id, viewer.id);
  // A hidden item's thread goes with it: its author's alone (decision 205).
  if (!found || isHiddenFrom(found.item.hiddenAt, found.item.authorId, viewer.id))
    throw notFound(commentMessages.itemNotFound);
  return { item: found.item, ...requireRole(found.role) };
}

/** A comment, its item, and the caller's membership of the item's group. */
export async function requireCommentReader(db: Db, viewer: CurrentUser, id: string) {
  const row = await findCommentById(db, id);
  if (!row) throw notFound();
  const { type, id: itemId } = itemOf(row);
  const access = await requireItemReader(db, viewer, type, itemId);
  return { row, ...access };
}

export function viewerOf(viewer: CurrentUser, access: { isGroupAdmin: boolean }) {
  return { id: viewer.id, isGroupAdmin: access.isGroupAdmin };
}

export function toCommentResponse(
  view: CommentView,
  item: { type: CommentItemType; id: string },
  viewer: { id: string; isGroupAdmin: boolean },
): CommentResponse {
  const { row } = view;
  const deleted = row.deletedAt !== null;
  const hidden = row.hiddenAt !== null;
  const mine = row.authorId === viewer.id;
  // A hidden comment's words are for its author and the group's admins (decision 172).
  const readable = !deleted && (!hidden || mine || viewer.isGroupAdmin);
  return {
    id: row.id,
    itemType: item.type,
    itemId: item.id,
    parentId: row.parentId,
    author: personSummary(view.author),
    body: readable ? row.body : '',
    deleted,
    mentions: readable ? view.mentions : [],
    creationTime: row.createdAt.toISOString(),
    editedTime: row.editedAt?.toISOString() ?? null,
    canEdit: !deleted && !hidden && mine,
    canDelete: !deleted && (mine || viewer.isGroupAdmin),
    hidden,
    hiddenReason: hidden && !deleted && (mine || viewer.isGroupAdmin) ? row.hiddenReason : null,
    canReport: !deleted && !hidden && !mine && !view.reportedByViewer,
  };
}

export async function loadResponse(
  db: Db,
  id: string,
  item: { type: CommentItemType; id: string },
  reader: { id: string; isGroupAdmin: boolean },
): Promise<CommentResponse> {
  const view = await findCommentView(db, id, reader.id);
  if (!view) throw notFound();
  return toCommentResponse(view, item, reader);
}
