import { z } from 'zod';
import {
  CommentItemType,
  CommentReportListQuery,
  CreateCommentReportBody,
  ReportReason,
  ReportStatus,
} from './comments';
import { UserSummary } from './groups';
import { text } from './text';

/*
 * Reports of every kind (issue 26, decision 205): a comment, post, offer or event, reported by a
 * member of its group, read by the group's admins (the site administrator reads all), resolved
 * by hiding the item or dismissing the report.
 */

export const reportKinds = ['comment', 'post', 'offer', 'event'] as const;
export const ReportKind = z.enum(reportKinds);
export type ReportKind = z.infer<typeof ReportKind>;

/** `POST /api/Post/{id}/Report` (and Offer, Event): as a comment's report. */
export const CreateItemReportBody = CreateCommentReportBody;
export type CreateItemReportBody = z.infer<typeof CreateItemReportBody>;

/** One report of any kind as a group admin (of its group) or the site administrator reads it. */
export const ReportResponse = z.object({
  id: text(),
  kind: ReportKind,
  reason: ReportReason,
  text: text(),
  reporter: UserSummary,
  creationTime: z.iso.datetime(),
  status: ReportStatus,
  resolvedTime: z.iso.datetime().nullable(),
  group: z.object({ id: text(), name: text() }),
  /**
   * What was reported, as written (admins read hidden items): `id` is the comment's or the
   * item's; `itemType`/`itemId` name the page it lives on (a comment's item, else itself);
   * `body` is a comment's text or the item's title.
   */
  target: z.object({
    id: text(),
    itemType: CommentItemType,
    itemId: text(),
    author: UserSummary,
    body: text(),
    hidden: z.boolean(),
  }),
});
export type ReportResponse = z.infer<typeof ReportResponse>;

/** `GET /api/Report`: as `GET /api/Comment/Report`, of every kind unless `kind` names one. */
export const ReportListQuery = CommentReportListQuery.extend({ kind: ReportKind.optional() });
export type ReportListQuery = z.infer<typeof ReportListQuery>;

/** `GET /api/Report/Count`: the open reports the caller reviews (the nav's badge). */
export const ReportCount = z.object({ open: z.number().int() });
export type ReportCount = z.infer<typeof ReportCount>;

export const reportMessages = {
  alreadyReported: 'already_reported',
  ownItem: 'own_item',
} as const;
