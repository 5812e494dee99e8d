import type { Db } from '../db/client';
import {
  findUsersWithNotificationsEnabled,
  insertNotifications,
  type NotificationRow,
} from './notifications.repository';

/** Per-type variables (spec §3: a JSON text the client interpolates into its texts). */
export interface NotificationVariables {
  TEST: Record<string, never>;
  GROUP_DETAILS_EDITED: { groupName: string; userName: string };
  KICKED_FROM_GROUP: { groupName: string };
  INVITED_TO_GROUP: { groupName: string; userName: string };
  USER_JOINED_GROUP: { groupName: string; userName: string };
  USER_LEFT_GROUP: { groupName: string; userName: string };
  WARNING_POST: { postTitle: string; userName: string; groupName: string };
}

/** What to notify about; later issues add their types to {@link NotificationVariables}. */
export type NotificationInput = {
  [T in keyof NotificationVariables]: {
    type: T;
    variables: NotificationVariables[T];
    /** Where the card navigates; '/' means nowhere in particular. */
    path: string;
  };
}[keyof NotificationVariables];

export interface DeliveryBatch {
  /** Every row just written, for live updates of the in-app list and its unread badge. */
  all: NotificationRow[];
  /**
   * Only the rows of recipients whose `users.is_notification_enabled` is on: anything that
   * reaches the user outside the in-app list (Web Push, mail) must use these.
   */
  outsideApp: NotificationRow[];
}

export type NotificationDelivery = (batch: DeliveryBatch) => Promise<void>;

/*
 * Delivery hooks run after the rows are written. Empty in this issue: the live-updates issue
 * plugs Server-Sent Events and Web Push in here, so no feature ever needs to know about them.
 */
const deliveries: NotificationDelivery[] = [];

/** Registers a delivery; returns a function that removes it again (app close, tests). */
export function addNotificationDelivery(delivery: NotificationDelivery): () => void {
  deliveries.push(delivery);
  return () => {
    const at = deliveries.indexOf(delivery);
    if (at >= 0) deliveries.splice(at, 1);
  };
}

/**
 * The one way to notify anyone: writes one in-app notification per recipient in a single
 * statement, then hands the rows to the delivery hooks. The in-app list always gets the row;
 * `users.is_notification_enabled` only governs what goes beyond it (see {@link DeliveryBatch}).
 *
 * Call it after the change it reports has been committed, with the plain database rather than a
 * transaction: the hooks push to devices at once, and must never announce a rolled-back change.
 * A failing hook is the hook's own business (it logs); it never fails the caller's request.
 */
export async function notify(
  db: Db,
  recipients: readonly string[],
  notification: NotificationInput,
): Promise<NotificationRow[]> {
  const userIds = [...new Set(recipients)];
  const rows = await insertNotifications(
    db,
    userIds.map((userId) => ({
      userId,
      type: notification.type,
      variables: JSON.stringify(notification.variables),
      path: notification.path,
    })),
  );
  if (rows.length > 0 && deliveries.length > 0) {
    const enabled = await findUsersWithNotificationsEnabled(db, userIds);
    const batch = { all: rows, outsideApp: rows.filter((row) => enabled.has(row.userId)) };
    await Promise.allSettled(deliveries.map((delivery) => delivery(batch)));
  }
  return rows;
}
