import { randomUUID } from 'node:crypto';
import type { CommentLiveEvent, NotificationResponse } from '@kozos/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { NotificationRow } from '../notifications.repository';
import { toNotificationResponse } from '../notifications.service';
import { countUnseenOf, notificationsByIds } from './live.repository';
import { listenForLive, publishLive, type LiveMessage } from './live-channel';

/*
 * Live updates (decision 103): the open tabs of each user on this instance, and what reaches
 * them. A change made here is sent to local tabs at once and announced to the other instances
 * (PostgreSQL NOTIFY on `kozos_live`), which send it to theirs; PGlite has one instance only.
 */

export type LiveEvent =
  | { kind: 'notification'; notification: NotificationResponse; count: number }
  | { kind: 'count'; count: number }
  | { kind: 'comment'; comment: CommentLiveEvent };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub {
  /** A tab of `userId` listens until the returned function is called. */
  connect(userId: string, listener: LiveListener): () => void;
  /** New notifications, committed (the delivery hook). */
  notificationsWritten(rows: NotificationRow[]): Promise<void>;
  /** The unread count of these users changed (seen, deleted). */
  countChanged(userIds: string[]): Promise<void>;
  /**
   * A thread changed (issue 26), committed: `event: comment` to the open tabs of `userIds`, the
   * members of the item's group, and to theirs on the other instances.
   */
  commentChanged(userIds: string[], comment: CommentLiveEvent): Promise<void>;
  /** Open connections on this instance. */
  size(): number;
  close(): Promise<void>;
}

export function createLiveHub(database: Database, logger: FastifyBaseLogger): LiveHub {
  const origin = randomUUID();
  const tabs = new Map<string, Set<LiveListener>>();
  const local = (userIds: Iterable<string>) => [...new Set(userIds)].filter((id) => tabs.has(id));

  function send(userId: string, event: LiveEvent) {
    for (const listener of tabs.get(userId) ?? []) listener(event);
  }

  async function sendNotifications(rows: NotificationRow[]) {
    const here = rows.filter((row) => tabs.has(row.userId));
    if (here.length === 0) return;
    const counts = await countUnseenOf(database.db, local(here.map((row) => row.userId)));
    for (const row of here) {
      const count = counts.get(row.userId) ?? 0;
      send(row.userId, { kind: 'notification', notification: toNotificationResponse(row), count });
    }
  }

  async function sendCounts(userIds: string[]) {
    const here = local(userIds);
    if (here.length === 0) return;
    const counts = await countUnseenOf(database.db, here);
    for (const userId of here) send(userId, { kind: 'count', count: counts.get(userId) ?? 0 });
  }

  function sendComment(userIds: string[], comment: CommentLiveEvent) {
    for (const userId of local(userIds)) send(userId, { kind: 'comment', comment });
  }

  async function received(message: LiveMessage) {
    if (message.origin === origin) return;
    if (message.kind === 'counts') return sendCounts(message.ids);
    if (message.kind === 'comment') {
      const [itemType, itemId, commentId, change] = (message.topic ?? '').split(':');
      return sendComment(message.ids, {
        itemType: itemType as CommentLiveEvent['itemType'],
        itemId: itemId ?? '',
        commentId: commentId ?? '',
        change: change as CommentLiveEvent['change'],
      });
    }
    const rows = await notificationsByIds(database.db, message.ids);
    await sendNotifications(rows);
  }

  const listener = database.connectionString
    ? listenForLive(database.connectionString, {
        received: (message) =>
          void received(message).catch((error: unknown) =>
            logger.warn({ err: error }, 'live: could not pass on an announcement'),
          ),
        // Announcements may have been missed while the connection was down.
        reconnected: () => void sendCounts([...tabs.keys()]).catch(() => undefined),
        lost: (error) => logger.warn({ err: error }, 'live: no LISTEN connection, retrying'),
      })
    : undefined;

  const announce = (kind: LiveMessage['kind'], ids: string[], topic?: string) =>
    database.connectionString
      ? publishLive(database.db, { origin, kind, ids, ...(topic ? { topic } : {}) }).catch(
          (error: unknown) =>
            logger.warn({ err: error }, 'live: could not announce to other instances'),
        )
      : Promise.resolve();

  return {
    connect(userId, listen) {
      const set = tabs.get(userId) ?? new Set();
      tabs.set(userId, set);
      set.add(listen);
      return () => {
        set.delete(listen);
        if (set.size === 0) tabs.delete(userId);
      };
    },
    async notificationsWritten(rows) {
      await Promise.all([
        sendNotifications(rows),
        announce(
          'notifications',
          rows.map((r) => r.id),
        ),
      ]);
    },
    async countChanged(userIds) {
      await Promise.all([sendCounts(userIds), announce('counts', userIds)]);
    },
    async commentChanged(userIds, comment) {
      sendComment(userIds, comment);
      const topic = [comment.itemType, comment.itemId, comment.commentId, comment.change].join(':');
      await announce('comment', userIds, topic);
    },
    size: () => [...tabs.values()].reduce((sum, set) => sum + set.size, 0),
    close: async () => {
      tabs.clear();
      await listener?.close();
    },
  };
}
