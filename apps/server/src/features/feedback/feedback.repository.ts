import type { FeedbackListQuery, PhotoRef } from '@kozos/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/feedback';
import { users } from '../../db/schema/users';
import { personColumns } from '../../content/photo-refs';

export type FeedbackRow = typeof feedback.$inferSelect;
export interface FeedbackView {
  item: FeedbackRow;
  author: { id: string; name: string; username: string | null; avatar: PhotoRef | null } | null;
}

export async function insertFeedback(
  db: Db,
  values: { userId: string; text: string; path: string | null },
): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('insert into feedback returned nothing');
  return row;
}

function selectViews(db: Db) {
  return db
    .select({
      item: feedback,
      author: personColumns(users, 'users'),
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId));
}

/** One page of open or done items, newest first, with their senders: one query. */
export function listFeedback(db: Db, query: FeedbackListQuery): Promise<FeedbackView[]> {
  return selectViews(db)
    .where(query.status === 'done' ? isNotNull(feedback.doneAt) : isNull(feedback.doneAt))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function findFeedbackView(db: Db, id: string): Promise<FeedbackView | undefined> {
  const [row] = await selectViews(db).where(eq(feedback.id, id));
  return row;
}

/** Marks an item done (or open again); false when there is no such item. */
export async function setFeedbackDone(db: Db, id: string, doneBy: string | null): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ doneAt: doneBy ? new Date() : null, doneBy })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

/** What one user sent, oldest first ("download my data"). */
export function listFeedbackOf(db: Db, userId: string): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(and(eq(feedback.userId, userId)))
    .orderBy(feedback.createdAt, feedback.id);
}
