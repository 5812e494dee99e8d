import { z } from 'zod';
import { oneLine, text } from './text';
import { IdParams } from './api';
import { UserSummary } from './groups';
import { TagList } from './tags';
import { PhotoIds, PhotoRefList } from './photos';

export const maxPostTitleLength = 200;
export const maxPostDescriptionLength = 10_000;
export const maxLinkLength = 2000;

/** The tag that makes a post a warning: publishing it notifies the group (spec §3, §5). */
export const warningTag = 'system.warning';

/** Only http(s) links reach a card: a `javascript:` or `data:` link would run in the reader's page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A post's link: an http(s) URL, or '' for none (what an emptied form field sends). */
export const PostLink = oneLine()
  .trim()
  .max(maxLinkLength)
  .refine((link) => link === '' || isHttpUrl(link), { message: 'invalid_link' });

export const PostTitle = oneLine().trim().min(1).max(maxPostTitleLength);
export const PostDescription = text().trim().max(maxPostDescriptionLength);

/** Spec §3 Post, as every reader of the post sees it. */
export const PostResponse = z.object({
  id: text(),
  title: text(),
  description: text(),
  link: text().nullable(),
  /** Semicolon-joined (spec §3); system tags such as `system.warning` for the post types. */
  tags: text(),
  author: UserSummary,
  group: z.object({ id: text(), name: text() }),
  /** Display order (issue 25). */
  photos: PhotoRefList,
  creationTime: z.iso.datetime(),
  /** The edited marker (spec §4): when the author last changed the post, else null. */
  editedTime: z.iso.datetime().nullable(),
  /** Comments under the post (issue 26), deleted ones not counted. */
  commentCount: z.number().int(),
  /**
   * Hidden by an admin after a report (decision 205), and why: only its author reads a hidden
   * item at all, so the key is there for them alone; absent while it is visible.
   */
  hiddenReason: text().optional(),
});
export type PostResponse = z.infer<typeof PostResponse>;

/** `POST /api/Post`: members of the group only. */
export const CreatePostBody = z.object({
  groupId: z.uuid(),
  title: PostTitle,
  description: PostDescription.optional(),
  tags: TagList.optional(),
  link: PostLink.optional(),
  /** Uploads of mine, in display order (issue 25). */
  photoIds: PhotoIds.optional(),
});
export type CreatePostBody = z.infer<typeof CreatePostBody>;

/** `PATCH /api/Post/{id}`: the author only; every field optional (spec §5); '' clears the link. */
export const PatchPostBody = z.object({
  title: PostTitle.optional(),
  description: PostDescription.optional(),
  tags: TagList.optional(),
  link: PostLink.nullable().optional(),
  /** The whole new list, in display order: kept photos and new uploads of mine. */
  photoIds: PhotoIds.optional(),
});
export type PatchPostBody = z.infer<typeof PatchPostBody>;

export const PostIdParams = IdParams;
