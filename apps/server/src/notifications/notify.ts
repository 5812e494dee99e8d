import {
  NotificationVariables,
  switchableNotificationTypes,
  type NotificationContent,
  type NotificationType,
} from '@kozos/contract';
import { z } from 'zod';
import type { Db } from '../db/client';
import { userScope, writesTo } from '../db/write-scope';
import {
  findOptedOut,
  findUsersWithNotificationsEnabled,
  insertNotifications,
  type NotificationRow,
} from './notifications.repository';

/**
 * What to notify about: a type with exactly the variables the contract's
 * `NotificationVariables` gives it (later issues add nothing here, only their `notify()` calls).
 */
export type NotificationInput = NotificationContent & {
  /** Where the card navigates; '/' means nowhere in particular. */
  path: string;
};

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
 * Delivery hooks run after the rows are written: live updates (SSE) and Web Push plug in here,
 * so no feature ever needs to know about them. They are kept per database handle, so that two
 * app instances in one process (tests) each deliver only what was written through their own.
 */
const deliveries = new WeakMap<Db, NotificationDelivery[]>();

/** Registers a delivery for what is written through `db`; returns a function that removes it. */
export function addNotificationDelivery(db: Db, delivery: NotificationDelivery): () => void {
  const list = deliveries.get(db) ?? [];
  deliveries.set(db, list);
  list.push(delivery);
  return () => {
    const at = list.indexOf(delivery);
    if (at >= 0) list.splice(at, 1);
  };
}

/**
 * The variables as stored, checked against the contract at run time too: the compiler cannot
 * see a value cast from `any` or a blank name, and a row the web cannot render helps no one.
 * Extra fields are refused rather than stored, so the contract stays the whole story.
 */
export function storedVariables({ type, variables }: NotificationContent): string {
  const schema: z.ZodObject = NotificationVariables[type];
  const result = schema.strict().safeParse(variables);
  if (!result.success) {
    throw new Error(
      `notify(): ${type} variables break the contract\n${z.prettifyError(result.error)}`,
    );
  }
  return JSON.stringify(result.data);
}

/**
 * The one way to notify anyone: writes one in-app notification per recipient in a single
 * statement, then hands the rows to the delivery hooks. The in-app list always gets the row,
 * unless the recipient turned this kind off (decision 087); `users.is_notification_enabled`
 * only governs what goes beyond it (see {@link DeliveryBatch}).
 *
 * Call it after the change it reports has been committed, with the plain database rather than a
 * transaction: the hooks push to devices at once, and must never announce a rolled-back change.
 * (A job that must write its notifications in its own transaction uses
 * {@link writeNotifications}.) A failing hook is the hook's own business (it logs); it never
 * fails the caller's request.
 */
export async function notify(
  db: Db,
  recipients: readonly string[],
  notification: NotificationInput,
): Promise<NotificationRow[]> {
  const { rows, deliver } = await writeNotifications(db, db, recipients, notification);
  await deliver();
  return rows;
}

/**
 * Writes the rows with `tx` (a transaction of `db`, or `db` itself) and returns the delivery to
 * run once they are committed, with the hooks registered for `db`.
 */
export async function writeNotifications(
  tx: Db,
  db: Db,
  recipients: readonly string[],
  notification: NotificationInput,
): Promise<{ rows: NotificationRow[]; deliver: () => Promise<void> }> {
  const variables = storedVariables(notification);
  const userIds = await withoutOptedOut(tx, notification.type, [...new Set(recipients)]);
  const values = userIds.map((userId) => ({
    userId,
    type: notification.type,
    variables,
    path: notification.path,
  }));
  // Each row is its recipient's alone (decision 043).
  const rows = await writesTo(userIds.map(userScope), () => insertNotifications(tx, values));
  return { rows, deliver: () => deliverRows(db, rows) };
}

const switchable = new Set<NotificationType>(switchableNotificationTypes);

/**
 * Drops the recipients who turned this kind off (decision 087): they get no row, so no card,
 * push or digest line either. Kinds that cannot be switched off cost no query.
 */
export async function withoutOptedOut(
  db: Db,
  type: NotificationType,
  userIds: readonly string[],
): Promise<string[]> {
  if (!switchable.has(type)) return [...userIds];
  const optedOut = await findOptedOut(db, type, userIds);
  return userIds.filter((id) => !optedOut.has(id));
}

/** Hands committed rows to the delivery hooks of `db`. */
export async function deliverRows(db: Db, rows: NotificationRow[]): Promise<void> {
  const hooks = deliveries.get(db) ?? [];
  if (rows.length === 0 || hooks.length === 0) return;
  const enabled = await findUsersWithNotificationsEnabled(db, [
    ...new Set(rows.map((row) => row.userId)),
  ]);
  const batch = { all: rows, outsideApp: rows.filter((row) => enabled.has(row.userId)) };
  await Promise.allSettled(hooks.map((delivery) => delivery(batch)));
}
