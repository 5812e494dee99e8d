import { randomUUID } from 'node:crypto';
import {
  commentMessages,
  errorMessages,
  formatCommentCursor,
  mentionableLimit,
  mentionedUsernames,
  parseCommentCursor,
  type CommentListQuery,
  type CommentPage,
  type CommentResponse,
  type CreateCommentBody,
  type MentionableMember,
  type MentionableQuery,
  type PatchCommentBody,
} from '@kozos/contract';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import { AppError, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import type { WindowCounter } from '../../limits/window-counter';
import {
  loadResponse,
  requireCommentReader,
  requireItemReader,
  toCommentResponse,
  viewerOf,
} from './comment-access';
import type { CommentEffects } from './comment-effects';
import { itemOf } from './comment-items.repository';
import { findMembersByUsername, listMentionable } from './comment-members.repository';
import { listThreadPage, type ThreadWindow } from './comment-pages.repository';
import {
  findCommentById,
  insertComment,
  removeComment,
  updateCommentBody,
  type CommentRow,
  type CommentView,
} from './comments.repository';

/*
 * Comments (issue 26, decision 170). A comment's group is its item's group: reading, writing
 * and mentioning are for that group's members now (404 for a missing item, 403 for one of a
 * group the caller is not in, or left). Its author edits it; its author or an admin of the
 * group deletes it. The site-wide admin flag gives no rights inside groups (spec §6).
 */

function cursorOf(view: CommentView | undefined): string | null {
  return view
    ? formatCommentCursor({
        threadTime: view.row.threadCreatedAt,
        threadId: view.row.threadId,
        time: view.row.createdAt,
        id: view.row.id,
      })
    : null;
}

/** Which page a query asks for (the contract lets it name one cursor at most). */
function windowOf(query: CommentListQuery): ThreadWindow {
  const after = query.after ?? query.cursor;
  if (after !== undefined) return { from: 'after', cursor: parseCursor(after) };
  if (query.before !== undefined) return { from: 'before', cursor: parseCursor(query.before) };
  return query.newest === 'true' ? { from: 'end' } : { from: 'start' };
}

function parseCursor(cursor: string) {
  const parts = parseCommentCursor(cursor);
  // The contract refused any cursor that does not parse.
  if (!parts) throw new AppError(400, errorMessages.validation);
  return parts;
}

/**
 * GET /api/Comment: a page of the thread, oldest first, each reply after its comment: from the
 * start, after `cursor`, before `before`, or the newest (decision 210). `nextCursor` reads on,
 * `previousCursor` back; each is null when the thread ends that way.
 */
export async function listComments(
  db: Db,
  viewer: CurrentUser,
  query: CommentListQuery,
): Promise<CommentPage> {
  const access = await requireItemReader(db, viewer, query.itemType, query.itemId);
  const item = { type: query.itemType, id: query.itemId };
  const window = windowOf(query);
  const { views, more } = await listThreadPage(db, item, window, query.limit, viewer.id);
  const backwards = window.from === 'end' || window.from === 'before';
  // Read backwards, the thread goes on after the page exactly when it was read before a cursor;
  // read forwards, it goes on before the page when it was read after one.
  const reader = viewerOf(viewer, access);
  return {
    comments: views.map((view) => toCommentResponse(view, item, reader)),
    nextCursor: (backwards ? window.from === 'before' : more) ? cursorOf(views.at(-1)) : null,
    previousCursor: (backwards ? more : window.from === 'after') ? cursorOf(views[0]) : null,
    total: access.item.commentCount,
  };
}

/** The members a text mentions, by the usernames in it (at most the contract's limit). */
async function mentionsIn(db: Db, groupId: string, body: string): Promise<string[]> {
  const found = await findMembersByUsername(db, groupId, mentionedUsernames(body));
  return found.map((member) => member.id);
}

/** POST /api/Comment: members of the item's group; 429 beyond the per-minute limit. */
export async function createComment(
  db: Db,
  viewer: CurrentUser,
  body: CreateCommentBody,
  { limit, effects }: { limit: WindowCounter; effects: CommentEffects },
): Promise<CommentResponse> {
  const access = await requireItemReader(db, viewer, body.itemType, body.itemId);
  const { item } = access;
  let parent: CommentRow | undefined;
  if (body.parentId !== undefined) {
    parent = await findCommentById(db, body.parentId);
    const parentItem = parent && itemOf(parent);
    if (!parent || parentItem?.type !== item.type || parentItem.id !== item.id) {
      throw notFound(commentMessages.parentNotFound);
    }
    // One level of replies: answering a reply answers its comment.
    if (parent.parentId !== null) parent = await findCommentById(db, parent.parentId);
    if (!parent || parent.deletedAt !== null) throw notFound(commentMessages.parentNotFound);
  }
  if (!(await limit.take(viewer.id))) throw new AppError(429, errorMessages.tooManyRequests);
  const mentioned = await mentionsIn(db, item.groupId, body.body);
  const row = await writesTo([groupScope(item.groupId)], () =>
    insertComment(db, {
      id: randomUUID(),
      groupId: item.groupId,
      item,
      parent,
      authorId: viewer.id,
      body: body.body,
      mentionIds: mentioned,
    }),
  );
  await effects.changed(item, row.id, 'created');
  await effects.created(item, row, mentioned, viewer);
  return loadResponse(db, row.id, item, viewerOf(viewer, access));
}

/** PATCH /api/Comment/{id}: its author, while still a member; sets the edited marker. */
export async function editComment(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: PatchCommentBody,
  effects: CommentEffects,
): Promise<CommentResponse> {
  const access = await requireCommentReader(db, viewer, id);
  const { row, item } = access;
  if (row.authorId !== viewer.id || row.deletedAt !== null || row.hiddenAt !== null) {
    throw forbidden();
  }
  const mentioned = await mentionsIn(db, item.groupId, body.body);
  await writesTo([groupScope(item.groupId)], () => updateCommentBody(db, id, body.body, mentioned));
  const before = new Set(row.mentionIds);
  await effects.changed(item, id, 'edited');
  await effects.mentionsAdded(
    item,
    row,
    mentioned.filter((userId) => !before.has(userId)),
    viewer,
  );
  return loadResponse(db, id, item, viewerOf(viewer, access));
}

/** DELETE /api/Comment/{id}: its author or an admin of the group, while a member. */
export async function deleteComment(
  db: Db,
  viewer: CurrentUser,
  id: string,
  effects: CommentEffects,
): Promise<void> {
  const { row, item, isGroupAdmin } = await requireCommentReader(db, viewer, id);
  if (row.deletedAt !== null) throw notFound();
  if (row.authorId !== viewer.id && !isGroupAdmin) throw forbidden();
  await writesTo([groupScope(item.groupId)], () => removeComment(db, row));
  await effects.changed(item, id, 'deleted');
}

/** GET /api/Comment/Mentionable: members of the item's group with a username, for the @ list. */
export async function listMentionableMembers(
  db: Db,
  viewer: CurrentUser,
  query: MentionableQuery,
): Promise<MentionableMember[]> {
  const { item } = await requireItemReader(db, viewer, query.itemType, query.itemId);
  const members = await listMentionable(db, item.groupId, query.q ?? '', mentionableLimit);
  return members.map(personSummary);
}
