import {
  errorMessages,
  type CreateFeedbackBody,
  type FeedbackListQuery,
  type FeedbackResponse,
} from '@kozos/contract';
import { personSummary } from '../../content/photo-refs';
import { requireSiteAdmin } from '../../access/site-admin';
import type { Db } from '../../db/client';
import { userScope, writesTo } from '../../db/write-scope';
import { AppError, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { WindowCounter } from '../../limits/window-counter';
import {
  findFeedbackView,
  insertFeedback,
  listFeedback,
  setFeedbackDone,
  type FeedbackView,
} from './feedback.repository';

/** Feedback one person may send in an hour: plenty for people, little for a script. */
export const feedbackPerHour = 10;

export type FeedbackLimit = WindowCounter;
export function createFeedbackLimit(db: Db): FeedbackLimit {
  return new WindowCounter(db, 'feedback', feedbackPerHour, 3600 * 1000);
}

function toFeedbackResponse({ item, author }: FeedbackView): FeedbackResponse {
  return {
    id: item.id,
    text: item.text,
    path: item.path,
    author: author && personSummary(author),
    creationTime: item.createdAt.toISOString(),
    doneTime: item.doneAt?.toISOString() ?? null,
  };
}

async function loadFeedback(db: Db, id: string): Promise<FeedbackResponse> {
  const view = await findFeedbackView(db, id);
  if (!view) throw notFound();
  return toFeedbackResponse(view);
}

/** POST /api/Feedback: anyone signed in; 429 beyond the hourly limit. */
export async function sendFeedback(
  db: Db,
  viewer: CurrentUser,
  body: CreateFeedbackBody,
  limit: FeedbackLimit,
): Promise<FeedbackResponse> {
  if (!(await limit.take(viewer.id))) throw new AppError(429, errorMessages.tooManyRequests);
  // Naming the sender's scope keeps cached feeds: no cached answer shows feedback.
  const row = await writesTo([userScope(viewer.id)], () =>
    insertFeedback(db, { userId: viewer.id, text: body.text, path: body.path || null }),
  );
  return loadFeedback(db, row.id);
}

/** GET /api/Feedback: site administrators. */
export async function listFeedbackItems(
  db: Db,
  viewer: CurrentUser,
  query: FeedbackListQuery,
): Promise<FeedbackResponse[]> {
  requireSiteAdmin(viewer);
  return (await listFeedback(db, query)).map(toFeedbackResponse);
}

/** PATCH /api/Feedback/{id}: site administrators mark an item done, or open it again. */
export async function markFeedback(
  db: Db,
  viewer: CurrentUser,
  id: string,
  done: boolean,
): Promise<FeedbackResponse> {
  requireSiteAdmin(viewer);
  const changed = await writesTo([userScope(viewer.id)], () =>
    setFeedbackDone(db, id, done ? viewer.id : null),
  );
  if (!changed) throw notFound();
  return loadFeedback(db, id);
}
