import { z } from 'zod';
import { FeedItemType, feedItemTypes } from './enums';
import { isFeedTime } from './feed-time';
import { UserSummary } from './groups';
import { oneLine, text, controlCharacterMessage } from './text';

/*
 * Comments under posts, offers and events (issue 26). A comment's group is its item's group:
 * only the members of that group read, write and are mentioned in a thread. Replies go one
 * level deep: a reply to a reply is a reply to its top-level comment.
 */

/** The items a comment hangs under: every feed item type. */
export const commentItemTypes = feedItemTypes;
export const CommentItemType = FeedItemType;
export type CommentItemType = FeedItemType;

export const maxCommentLength = 4000;
/** At most this many distinct `@username` mentions are honoured in one comment. */
export const maxMentionsPerComment = 10;
/** Comments per page of a thread (top-level comments and replies counted alike). */
export const commentPageSize = 30;
export const maxCommentPageSize = 100;
/** Members offered by the @ autocomplete at once. */
export const mentionableLimit = 10;

/** Control characters a comment may not hold: all but line feed, carriage return and tab. */
const commentControlCharacter = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;

export function containsCommentControlCharacter(value: string): boolean {
  return commentControlCharacter.test(value);
}

/**
 * A comment's text: several lines (line breaks and tabs kept), no other control character
 * (`control_character`), not blank, at most {@link maxCommentLength} characters.
 */
export const CommentText = text()
  .refine((value) => !containsCommentControlCharacter(value), {
    message: controlCharacterMessage,
  })
  .trim()
  .min(1)
  .max(maxCommentLength);

/** `@username` as written in a comment; usernames are letters, digits, `.`, `_` and `-`. */
export const mentionPattern = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]*[\p{L}\p{N}_])/gu;

/** The distinct usernames a comment mentions, in the order written, at most the limit. */
export function mentionedUsernames(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(mentionPattern)) {
    const name = match[1]!;
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
    if (names.length === maxMentionsPerComment) break;
  }
  return names;
}

/**
 * One comment as a member of the item's group reads it. Threads list top-level comments oldest
 * first, each followed by its replies oldest first (`parentId` names the top-level comment).
 */
export const CommentResponse = z.object({
  id: text(),
  itemType: CommentItemType,
  itemId: text(),
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentId: text().nullable(),
  /** A deleted account's comments stay, by "Deleted user" (decision 013's anonymised user). */
  author: UserSummary,
  /** '' when `deleted`. */
  body: text(),
  /**
   * A removed comment that still has replies stays in the thread as a "deleted" marker, with
   * no text and no mentions; one without replies is gone altogether.
   */
  deleted: z.boolean(),
  /** The members the text mentions by `@username`, for links and highlighting. */
  mentions: z.array(UserSummary),
  creationTime: z.iso.datetime(),
  /** The edited marker: when the author last changed the text, else null. */
  editedTime: z.iso.datetime().nullable(),
  /** The caller is its author (and it is not deleted). */
  canEdit: z.boolean(),
  /** The caller is its author or an admin of the item's group (and it is not deleted). */
  canDelete: z.boolean(),
  /**
   * Hidden by an admin of the group after a report: others read "hidden by an admin" (no text,
   * no mentions); its author still reads it, with `hiddenReason`.
   */
  hidden: z.boolean(),
  /** Why an admin hid it: its author's and the group admins' alone to read, else null. */
  hiddenReason: text().nullable(),
  /** The caller may report it: a member, not its author, who has not reported it yet. */
  canReport: z.boolean(),
});
export type CommentResponse = z.infer<typeof CommentResponse>;

/** Where a thread page ends: give it back as `cursor` for the next page. Opaque to clients. */
export const CommentCursor = oneLine()
  .max(200)
  .refine((cursor) => parseCommentCursor(cursor) !== undefined, { message: 'invalid_cursor' });

export interface CommentCursorParts {
  threadTime: Date;
  threadId: string;
  time: Date;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoMillis = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function instantOf(value: string | undefined): Date | undefined {
  // Year 1 on (isFeedTime): PostgreSQL has no year 0, and a cursor must never reach it.
  if (!value || !isoMillis.test(value) || !isFeedTime(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.toISOString() !== value ? undefined : date;
}

/** The four keys of a cursor (`threadTime|threadId|time|id`), or undefined when it is not one. */
export function parseCommentCursor(cursor: string): CommentCursorParts | undefined {
  const [threadTime, threadId, time, id, ...rest] = cursor.split('|');
  const parsed = { threadTime: instantOf(threadTime), time: instantOf(time) };
  if (rest.length > 0 || !parsed.threadTime || !parsed.time) return undefined;
  if (!threadId || !uuid.test(threadId) || !id || !uuid.test(id)) return undefined;
  return { threadTime: parsed.threadTime, threadId, time: parsed.time, id };
}

export function formatCommentCursor(parts: CommentCursorParts): string {
  return [parts.threadTime.toISOString(), parts.threadId, parts.time.toISOString(), parts.id].join(
    '|',
  );
}

/**
 * `GET /api/Comment`: a page of an item's thread, always oldest first. Without a cursor the
 * thread's first page; `cursor` (also spelt `after`) the page after it; `before` the page just
 * before it; `newest=true` the thread's last page (decision 210). One of them at most.
 */
export const CommentListQuery = z
  .object({
    itemType: CommentItemType,
    itemId: z.uuid(),
    cursor: CommentCursor.optional(),
    after: CommentCursor.optional(),
    before: CommentCursor.optional(),
    newest: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(maxCommentPageSize).default(commentPageSize),
  })
  .refine(
    (query) =>
      [query.cursor, query.after, query.before].filter((cursor) => cursor !== undefined).length +
        (query.newest === 'true' ? 1 : 0) <=
      1,
    { message: 'one_cursor', path: ['before'] },
  );
export type CommentListQuery = z.infer<typeof CommentListQuery>;

export const CommentPage = z.object({
  comments: z.array(CommentResponse),
  /** The next page's `cursor`, or null when this page reached the end. */
  nextCursor: text().nullable(),
  /** The earlier page's `before`, or null when this page starts the thread. */
  previousCursor: text().nullable(),
  /** Comments in the thread (as `commentCount` on the item's card). */
  total: z.number().int(),
});
export type CommentPage = z.infer<typeof CommentPage>;

/** `POST /api/Comment`: a member of the item's group comments, or replies with `parentId`. */
export const CreateCommentBody = z.object({
  itemType: CommentItemType,
  itemId: z.uuid(),
  parentId: z.uuid().optional(),
  body: CommentText,
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

/** `PATCH /api/Comment/{id}`: the author changes the text; sets the edited marker. */
export const PatchCommentBody = z.object({ body: CommentText });
export type PatchCommentBody = z.infer<typeof PatchCommentBody>;

/** `GET /api/Comment/Mentionable`: members of the item's group for the @ autocomplete. */
export const MentionableQuery = z.object({
  itemType: CommentItemType,
  itemId: z.uuid(),
  /** What follows the `@` so far: matches the start of a username or of a name word. */
  q: oneLine().trim().max(100).optional(),
});
export type MentionableQuery = z.infer<typeof MentionableQuery>;

/** Members with a username only: a member without one cannot be mentioned. */
export const MentionableMember = UserSummary.extend({ username: text() });
export type MentionableMember = z.infer<typeof MentionableMember>;

/**
 * The live stream's `event: comment` (`GET /api/Notification/Live`): a thread changed. Sent
 * only to the members of the item's group; the open thread reloads its last page.
 */
export const CommentLiveEvent = z.object({
  itemType: CommentItemType,
  itemId: text(),
  commentId: text(),
  change: z.enum(['created', 'edited', 'deleted', 'hidden']),
  /** The item's `commentCount` after the change (decision 211). */
  commentCount: z.number().int().min(0).optional(),
});
export type CommentLiveEvent = z.infer<typeof CommentLiveEvent>;

export const reportReasons = ['spam', 'offensive', 'other'] as const;
export const ReportReason = z.enum(reportReasons);
export type ReportReason = z.infer<typeof ReportReason>;
export const maxReportTextLength = 1000;

/** `POST /api/Comment/{id}/Report`: a member of the group who is not its author; `text` for "other". */
export const CreateCommentReportBody = z
  .object({
    reason: ReportReason,
    text: text().trim().max(maxReportTextLength).optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.text ?? '') !== '', {
    message: 'required_for_other',
    path: ['text'],
  });
export type CreateCommentReportBody = z.infer<typeof CreateCommentReportBody>;

export const reportStatuses = ['open', 'hidden', 'dismissed'] as const;
export const ReportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** One report as a group admin (of its group) or the site administrator reads it. */
export const CommentReportResponse = z.object({
  id: text(),
  reason: ReportReason,
  text: text(),
  reporter: UserSummary,
  creationTime: z.iso.datetime(),
  status: ReportStatus,
  resolvedTime: z.iso.datetime().nullable(),
  group: z.object({ id: text(), name: text() }),
  /** The reported comment as it was written (admins read hidden text). */
  comment: z.object({
    id: text(),
    itemType: CommentItemType,
    itemId: text(),
    author: UserSummary,
    body: text(),
    hidden: z.boolean(),
  }),
});
export type CommentReportResponse = z.infer<typeof CommentReportResponse>;

/**
 * `GET /api/Comment/Report`: the reports of the groups the caller is an admin of, or with
 * `groupId` of one of them; the site administrator's cover every group. Newest first.
 */
export const CommentReportListQuery = z.object({
  groupId: z.uuid().optional(),
  status: ReportStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).default(0),
});
export type CommentReportListQuery = z.infer<typeof CommentReportListQuery>;

/** `POST /api/Comment/Report/{id}/Hide`: why, told to the comment's author. */
export const HideCommentBody = z.object({
  reason: text().trim().min(1).max(maxReportTextLength),
});
export type HideCommentBody = z.infer<typeof HideCommentBody>;

export const commentMessages = {
  itemNotFound: 'comment_item_not_found',
  parentNotFound: 'comment_parent_not_found',
  tooManyComments: 'too_many_comments',
  alreadyReported: 'already_reported',
  ownComment: 'own_comment',
} as const;
