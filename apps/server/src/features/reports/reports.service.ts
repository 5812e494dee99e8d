import {
  reportMessages,
  type CreateItemReportBody,
  type FeedItemType,
  type HideCommentBody,
  type ReportCount,
  type ReportKind,
  type ReportListQuery,
  type ReportResponse,
} from '@kozos/contract';
import { requireGroupAdmin, requireGroupMember } from '../../access/group-access';
import { isHiddenFrom } from '../../content/hidden-items';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { dismissCommentReport, hideReportedComment, type CommentEffects } from '../comments';
import type { ItemHiddenEffects } from './item-hidden-effects';
import { findReportedItem, hideReportedItem, insertItemReport } from './reported-items.repository';
import {
  countReports,
  dismissItemReport,
  findReport,
  kindOf,
  listReportViews,
  type ReportView,
} from './reports.repository';

/*
 * Reports of posts, offers and events, and the review of every kind (issue 26, decision 205).
 * A member of the item's group reports it (not its author, once); the group's admins read, hide
 * and dismiss; the site administrator reads every group's reports and resolves none (the
 * site-wide flag gives no rights inside a group, spec §6). Comment reports are resolved by the
 * comments feature, which owns the comment's hidden marker and its effects (decision 172).
 */

export interface ReportEffects {
  comments: CommentEffects;
  items: ItemHiddenEffects;
}

/** POST /api/{Post,Offer,Event}/{id}/Report. A hidden item is gone for all but its author. */
export async function reportItem(
  db: Db,
  viewer: CurrentUser,
  type: FeedItemType,
  id: string,
  body: CreateItemReportBody,
): Promise<{ id: string }> {
  const item = await findReportedItem(db, type, id);
  if (!item || isHiddenFrom(item, viewer.id)) throw notFound();
  await requireGroupMember(db, viewer, item.groupId);
  if (item.authorId === viewer.id) throw forbidden(reportMessages.ownItem);
  const reportId = await writesTo([groupScope(item.groupId)], () =>
    insertItemReport(db, item, {
      reporterId: viewer.id,
      reason: body.reason,
      text: body.text ?? '',
    }),
  );
  if (!reportId) throw conflict(reportMessages.alreadyReported);
  return { id: reportId };
}

/** The page a report's target lives on: a comment's item, else the item itself. */
function pageOf(view: ReportView, kind: ReportKind, ownId: string) {
  const { comment } = view;
  if (kind !== 'comment') return { itemType: kind, itemId: ownId };
  if (comment?.postId) return { itemType: 'post' as const, itemId: comment.postId };
  if (comment?.offerId) return { itemType: 'offer' as const, itemId: comment.offerId };
  return { itemType: 'event' as const, itemId: comment?.eventId ?? '' };
}

function toReportResponse(view: ReportView): ReportResponse {
  const { report, comment } = view;
  const kind = kindOf(report);
  const ownId = report.commentId ?? kindItemId(report);
  return {
    id: report.id,
    kind,
    reason: report.reason as ReportResponse['reason'],
    text: report.text,
    reporter: personSummary(view.reporter),
    creationTime: report.createdAt.toISOString(),
    status: report.status as ReportResponse['status'],
    resolvedTime: report.resolvedAt?.toISOString() ?? null,
    group: view.group,
    target: {
      id: ownId,
      ...pageOf(view, kind, ownId),
      author: personSummary(view.author),
      body: comment?.deletedAt ? '' : view.body,
      hidden: view.hidden,
    },
  };
}

/** Whose reports the caller reads: their groups' (one of them with `groupId`), or all. */
async function readerFilter(db: Db, viewer: CurrentUser, groupId: string | undefined) {
  if (groupId && !viewer.isAdmin) await requireGroupAdmin(db, viewer, groupId);
  return {
    ...(viewer.isAdmin ? {} : { adminId: viewer.id }),
    ...(groupId ? { groupId } : {}),
  };
}

/** GET /api/Report: every kind, newest first. */
export async function listReports(
  db: Db,
  viewer: CurrentUser,
  query: ReportListQuery,
): Promise<ReportResponse[]> {
  const views = await listReportViews(
    db,
    {
      ...(await readerFilter(db, viewer, query.groupId)),
      ...(query.status ? { status: query.status } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    },
    { limit: query.limit, skip: query.skip },
  );
  return views.map(toReportResponse);
}

/** GET /api/Report/Count: the open reports the caller reviews (0 for who reviews none). */
export async function countOpenReports(db: Db, viewer: CurrentUser): Promise<ReportCount> {
  const filter = await readerFilter(db, viewer, undefined);
  return { open: await countReports(db, { ...filter, status: 'open' }) };
}

async function reportAnswer(db: Db, id: string): Promise<ReportResponse> {
  const [view] = await listReportViews(db, { id }, { limit: 1, skip: 0 });
  if (!view) throw notFound();
  return toReportResponse(view);
}

/** POST /api/Report/{id}/Hide: the admins of the report's group. */
export async function hideReport(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: HideCommentBody,
  effects: ReportEffects,
): Promise<ReportResponse> {
  const report = await findReport(db, id);
  if (!report) throw notFound();
  await requireGroupAdmin(db, viewer, report.groupId);
  const kind = kindOf(report);
  if (kind === 'comment') {
    await hideReportedComment(db, viewer, id, body, effects.comments);
    return reportAnswer(db, id);
  }
  const item = await findReportedItem(db, kind, kindItemId(report));
  if (!item) throw notFound();
  // No scope named: the hide reaches every feed, list and cached answer at once.
  const untold = await db.transaction((tx) =>
    hideReportedItem(tx, item, id, { reason: body.reason, by: viewer.id }),
  );
  await effects.items.hidden(item, body.reason, untold);
  return reportAnswer(db, id);
}

function kindItemId(report: {
  postId: string | null;
  offerId: string | null;
  eventId: string | null;
}) {
  return report.postId ?? report.offerId ?? report.eventId ?? '';
}

/** POST /api/Report/{id}/Dismiss: the admins of the report's group; the item stays. */
export async function dismissReport(
  db: Db,
  viewer: CurrentUser,
  id: string,
  effects: ReportEffects,
): Promise<ReportResponse> {
  const report = await findReport(db, id);
  if (!report) throw notFound();
  await requireGroupAdmin(db, viewer, report.groupId);
  if (kindOf(report) === 'comment') await dismissCommentReport(db, viewer, id, effects.comments);
  else await writesTo([groupScope(report.groupId)], () => dismissItemReport(db, id));
  return reportAnswer(db, id);
}
