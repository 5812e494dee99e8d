import { randomUUID } from 'node:crypto';
import {
  commentMessages,
  errorMessages,
  formatCommentCursor,
  mentionableLimit,
  mentionedUsernames,
  parseCommentCursor,
  type CommentItemType,
  type CommentLiveEvent,
  type CommentReportListQuery,
  type CommentReportResponse,
  type CreateCommentReportBody,
  type HideCommentBody,
  type CommentListQuery,
  type CommentPage,
  type CommentResponse,
  type CreateCommentBody,
  type MentionableMember,
  type MentionableQuery,
  type PatchCommentBody,
} from '@kozos/contract';
import { requireGroupAdmin, requireGroupMember, type GroupAccess } from '../../access/group-access';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import type { WindowCounter } from '../../limits/window-counter';
import {
  findCommentById,
  findCommentItem,
  findCommentView,
  findReportById,
  insertReport,
  listReports,
  resolveReport,
  type ReportView,
  findMembersByUsername,
  insertComment,
  itemOf,
  listMentionable,
  listThreadPage,
  removeComment,
  updateCommentBody,
  type CommentItem,
  type CommentRow,
  type CommentView,
} from './comments.repository';

/*
 * Comments (issue 26, decision 170). A comment's group is its item's group: reading, writing
 * and mentioning are for that group's members now (404 for a missing item, 403 for one of a
 * group the caller is not in, or left). Its author edits it; its author or an admin of the
 * group deletes it. The site-wide admin flag gives no rights inside groups (spec §6).
 */

export interface CommentEffects {
  /** After a comment is committed: its notifications (the item's author, the replied-to, the mentioned). */
  created(
    item: CommentItem,
    comment: CommentRow,
    mentioned: string[],
    author: CurrentUser,
  ): Promise<void>;
  /** After an edit added mentions. */
  mentionsAdded(
    item: CommentItem,
    comment: CommentRow,
    added: string[],
    author: CurrentUser,
  ): Promise<void>;
  /** After an admin hid a comment: its author is told why (COMMENT_HIDDEN). */
  hidden(item: CommentItem, comment: CommentRow, reason: string): Promise<void>;
  /** After any committed change: the live stream's `event: comment`. */
  changed(item: CommentItem, commentId: string, change: CommentLiveEvent['change']): Promise<void>;
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

/** The item, and the caller's membership of its group. */
async function requireItemReader(
  db: Db,
  viewer: CurrentUser,
  type: CommentItemType,
  id: string,
): Promise<{ item: CommentItem } & GroupAccess> {
  const item = await findCommentItem(db, type, id);
  if (!item) throw notFound(commentMessages.itemNotFound);
  return { item, ...(await requireGroupMember(db, viewer, item.groupId)) };
}

/** A comment, its item, and the caller's membership of the item's group. */
async function requireCommentReader(db: Db, viewer: CurrentUser, id: string) {
  const row = await findCommentById(db, id);
  if (!row) throw notFound();
  const { type, id: itemId } = itemOf(row);
  const access = await requireItemReader(db, viewer, type, itemId);
  return { row, ...access };
}

function viewerOf(viewer: CurrentUser, access: GroupAccess) {
  return { id: viewer.id, isGroupAdmin: access.membership.isAdmin };
}

/** GET /api/Comment: a page of the thread, oldest first, each reply after its comment. */
export async function listComments(
  db: Db,
  viewer: CurrentUser,
  query: CommentListQuery,
): Promise<CommentPage> {
  const access = await requireItemReader(db, viewer, query.itemType, query.itemId);
  const item = { type: query.itemType, id: query.itemId };
  const after = query.cursor === undefined ? undefined : parseCommentCursor(query.cursor);
  const views = await listThreadPage(db, item, after, query.limit, viewer.id);
  const page = views.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    views.length > query.limit && last
      ? formatCommentCursor({
          threadTime: last.row.threadCreatedAt,
          threadId: last.row.threadId,
          time: last.row.createdAt,
          id: last.row.id,
        })
      : null;
  const reader = viewerOf(viewer, access);
  return {
    comments: page.map((view) => toCommentResponse(view, item, reader)),
    nextCursor,
    total: access.item.commentCount,
  };
}

/** The members a text mentions, by the usernames in it (at most the contract's limit). */
async function mentionsIn(db: Db, groupId: string, body: string): Promise<string[]> {
  const found = await findMembersByUsername(db, groupId, mentionedUsernames(body));
  return found.map((member) => member.id);
}

async function loadResponse(
  db: Db,
  id: string,
  item: { type: CommentItemType; id: string },
  reader: { id: string; isGroupAdmin: boolean },
): Promise<CommentResponse> {
  const view = await findCommentView(db, id, reader.id);
  if (!view) throw notFound();
  return toCommentResponse(view, item, reader);
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
  const { row, item, membership } = await requireCommentReader(db, viewer, id);
  if (row.deletedAt !== null) throw notFound();
  if (row.authorId !== viewer.id && !membership.isAdmin) throw forbidden();
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

/** POST /api/Comment/{id}/Report: a member of the group, not its author, once (409 after). */
export async function reportComment(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: CreateCommentReportBody,
): Promise<{ id: string }> {
  const { row, item } = await requireCommentReader(db, viewer, id);
  if (row.deletedAt !== null) throw notFound();
  if (row.authorId === viewer.id) throw forbidden(commentMessages.ownComment);
  const reportId = await writesTo([groupScope(item.groupId)], () =>
    insertReport(db, {
      groupId: item.groupId,
      commentId: row.id,
      reporterId: viewer.id,
      reason: body.reason,
      text: body.text ?? '',
    }),
  );
  if (!reportId) throw conflict(commentMessages.alreadyReported);
  return { id: reportId };
}

function toReportResponse(view: ReportView): CommentReportResponse {
  const { report, comment } = view;
  const item = itemOf(comment);
  return {
    id: report.id,
    reason: report.reason as CommentReportResponse['reason'],
    text: report.text,
    reporter: personSummary(view.reporter),
    creationTime: report.createdAt.toISOString(),
    status: report.status as CommentReportResponse['status'],
    resolvedTime: report.resolvedAt?.toISOString() ?? null,
    group: view.group,
    comment: {
      id: comment.id,
      itemType: item.type,
      itemId: item.id,
      author: personSummary(view.author),
      body: comment.deletedAt === null ? comment.body : '',
      hidden: comment.hiddenAt !== null,
    },
  };
}

/**
 * GET /api/Comment/Report: a group admin reads the reports of the groups they administer (one of
 * them with `groupId`: 403 unless its admin); the site administrator reads every group's.
 */
export async function listCommentReports(
  db: Db,
  viewer: CurrentUser,
  query: CommentReportListQuery,
): Promise<CommentReportResponse[]> {
  if (query.groupId && !viewer.isAdmin) await requireGroupAdmin(db, viewer, query.groupId);
  const views = await listReports(
    db,
    {
      ...(viewer.isAdmin ? {} : { adminId: viewer.id }),
      ...(query.groupId ? { groupId: query.groupId } : {}),
      ...(query.status ? { status: query.status } : {}),
    },
    { limit: query.limit, skip: query.skip },
  );
  return views.map(toReportResponse);
}

/** Hide or dismiss: the admins of the report's group only (the site-wide flag gives no rights). */
async function resolve(
  db: Db,
  viewer: CurrentUser,
  id: string,
  resolution: { status: 'hidden'; reason: string } | { status: 'dismissed' },
  effects: CommentEffects,
): Promise<CommentReportResponse> {
  const report = await findReportById(db, id);
  if (!report) throw notFound();
  await requireGroupAdmin(db, viewer, report.groupId);
  await writesTo([groupScope(report.groupId)], () => resolveReport(db, report, resolution));
  if (resolution.status === 'hidden') {
    const comment = await findCommentById(db, report.commentId);
    const item = comment && (await findCommentItem(db, itemOf(comment).type, itemOf(comment).id));
    if (item && comment) {
      await effects.changed(item, report.commentId, 'hidden');
      await effects.hidden(item, comment, resolution.reason);
    }
  }
  const [view] = await listReports(db, { id }, { limit: 1, skip: 0 });
  if (!view) throw notFound();
  return toReportResponse(view);
}

/** POST /api/Comment/Report/{id}/Hide: others read "hidden by an admin", its author why. */
export function hideReportedComment(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: HideCommentBody,
  effects: CommentEffects,
): Promise<CommentReportResponse> {
  return resolve(db, viewer, id, { status: 'hidden', reason: body.reason }, effects);
}

/** POST /api/Comment/Report/{id}/Dismiss: the comment stays as it is. */
export function dismissReport(
  db: Db,
  viewer: CurrentUser,
  id: string,
  effects: CommentEffects,
): Promise<CommentReportResponse> {
  return resolve(db, viewer, id, { status: 'dismissed' }, effects);
}
