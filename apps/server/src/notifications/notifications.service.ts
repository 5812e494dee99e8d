import type { NotificationListQuery, NotificationResponse } from '@kozos/contract';
import type { Db } from '../db/client';
import { userScope, writesTo } from '../db/write-scope';
import { notFound } from '../errors';
import type { CurrentUser } from '../identity/current-user';
import {
  countUnseenNotifications,
  listNotificationsOfUser,
  markAllNotificationsSeen,
  markNotificationSeen,
  type NotificationRow,
} from './notifications.repository';
import { notify } from './notify';

/*
 * Every read and write here is scoped to the caller's own rows in the query itself, so there is
 * no separate access check: someone else's notification simply does not exist (404).
 */

export function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    type: row.type,
    variables: row.variables,
    path: row.path,
    isSeen: row.isSeen,
    creationTime: row.createdAt.toISOString(),
  };
}

export async function listMyNotifications(
  db: Db,
  viewer: CurrentUser,
  query: NotificationListQuery,
): Promise<NotificationResponse[]> {
  const rows = await listNotificationsOfUser(db, viewer.id, query);
  return rows.map(toNotificationResponse);
}

export async function countMyUnseenNotifications(db: Db, viewer: CurrentUser) {
  return { count: await countUnseenNotifications(db, viewer.id) };
}

/** PATCH /api/Notification/SeeAll: up to the newest one shown (`upTo`), or all of them. */
export async function seeAllMyNotifications(
  db: Db,
  viewer: CurrentUser,
  upTo?: string,
): Promise<void> {
  await writesTo([userScope(viewer.id)], () => markAllNotificationsSeen(db, viewer.id, upTo));
}

export async function seeMyNotification(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const seen = await writesTo([userScope(viewer.id)], () =>
    markNotificationSeen(db, viewer.id, id),
  );
  if (!seen) throw notFound();
}

/** POST /api/Notification/Test: lets a user check that notifications reach them. */
export async function sendTestNotification(db: Db, viewer: CurrentUser): Promise<void> {
  await notify(db, [viewer.id], { type: 'TEST', variables: {}, path: '/' });
}
