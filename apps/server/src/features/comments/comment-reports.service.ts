import {
  commentMessages,
  type CommentReportListQuery,
  type CommentReportResponse,
  type CreateCommentReportBody,
  type HideCommentBody,
} from '@kozos/contract';
import { requireGroupAdmin } from '../../access/group-access';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { requireCommentReader } from './comment-access';
import type { CommentEffects } from './comment-effects';
import { findCommentItem, itemOf } from './comment-items.repository';
import {
  findReportById,
  insertReport,
  listReports,
  resolveReport,
  type ReportView,
} from './comment-reports.repository';
import { findCommentById } from './comments.repository';

/*
 * Reporting comments (decision 172): a member reports, the group's admins hide or dismiss, the
 * site administrator reads every group's reports.
 */

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
