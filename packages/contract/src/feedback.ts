import { z } from 'zod';
import { text } from './text';
import { ListQuery } from './api';
import { UserSummary } from './groups';

/* Feedback (spec §2 help texts): anyone signed in sends it; site administrators read it. */

export const maxFeedbackLength = 4000;

/** `POST /api/Feedback`: the text and, optionally, the screen it is about. */
export const CreateFeedbackBody = z.object({
  text: text().trim().min(1).max(maxFeedbackLength),
  path: text()
    .trim()
    .max(500)
    .regex(/^(\/\S*)?$/u, 'invalid_path')
    .optional(),
});
export type CreateFeedbackBody = z.infer<typeof CreateFeedbackBody>;

export const FeedbackResponse = z.object({
  id: text(),
  text: text(),
  path: text().nullable(),
  /** Null when the sender has since deleted their account. */
  author: UserSummary.nullable(),
  creationTime: z.iso.datetime(),
  doneTime: z.iso.datetime().nullable(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

export const feedbackStatuses = ['open', 'done'] as const;

/** `GET /api/Feedback` (site administrators): open items by default, newest first. */
export const FeedbackListQuery = ListQuery.pick({ limit: true, skip: true }).extend({
  status: z.enum(feedbackStatuses).default('open'),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuery>;

/** `PATCH /api/Feedback/{id}`: mark done, or open again. */
export const PatchFeedbackBody = z.object({ done: z.boolean() });
export type PatchFeedbackBody = z.infer<typeof PatchFeedbackBody>;
