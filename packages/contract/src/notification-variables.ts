import { z } from 'zod';
import type { NotificationType } from './enums';
import { text } from './text';

/** A name or title the sentence shows; a blank one would read " joined Kert utca". */
const Shown = text().trim().min(1);

/**
 * A UTC instant (ISO 8601 ending in Z). The browser shows it in its own time zone and the
 * user's date format, so the server never formats a date into a notification.
 */
export const NotificationInstant = z.iso.datetime();

/*
 * The one list of what each notification type carries (spec §3: `variables` is JSON text the
 * client puts into its sentence). `notify()` on the server takes exactly these and the web
 * renders from them; a locale text per type and language uses every variable of its type
 * (checked by the web's notification text test). Types whose features come later are declared
 * now, so their issues add a `notify()` call and nothing here.
 */
export const NotificationVariables = {
  TEST: z.object({}),
  EVENT_APPLICATION_DEADLINE_APPROACHING: z.object({
    eventName: Shown,
    groupName: Shown,
    applicationDeadline: NotificationInstant,
  }),
  EVENT_TIME_APPROACHING: z.object({
    eventName: Shown,
    groupName: Shown,
    time: NotificationInstant,
  }),
  // The time tells which occurrence of a repeating event is off.
  EVENT_DELETED: z.object({ eventName: Shown, groupName: Shown, time: NotificationInstant }),
  OFFER_CREATED: z.object({ dealerName: Shown, productName: Shown, groupName: Shown }),
  /** To the dealer: the offer's available amount reached 0. */
  OFFER_STOCK_LIMIT_REACHED: z.object({ productName: Shown, groupName: Shown }),
  /** To the buyer; spec §4: only in case of force majeure, so the dealer says why. */
  ORDER_REJECTED: z.object({ dealerName: Shown, productName: Shown, reason: Shown }),
  /**
   * To each buyer with an open order, their own: `amount` of the offer's `measure` (the order's
   * amount × the offer's unit, "2 kg"); the reader shows the measure in their language.
   */
  ORDER_DEADLINE_APPROACHING: z.object({
    productName: Shown,
    amount: z.number().int().positive(),
    measure: Shown,
    dealerName: Shown,
    groupName: Shown,
    orderDeadline: NotificationInstant,
  }),
  WARNING_POST: z.object({ postTitle: Shown, userName: Shown, groupName: Shown }),
  GROUP_DETAILS_EDITED: z.object({ groupName: Shown, userName: Shown }),
  KICKED_FROM_GROUP: z.object({ groupName: Shown }),
  INVITED_TO_GROUP: z.object({ groupName: Shown, userName: Shown }),
  USER_JOINED_GROUP: z.object({ groupName: Shown, userName: Shown }),
  USER_LEFT_GROUP: z.object({ groupName: Shown, userName: Shown }),
  /** To the buyer, once per order, when the dealer marks it fulfilled; invites a rating. */
  ORDER_FULFILLED: z.object({ productName: Shown, dealerName: Shown }),
  /** Issue 23.11: to the members of the offer's group who have not ordered from it yet. */
  ORDER_DEADLINE_NOT_ORDERED: z.object({
    productName: Shown,
    dealerName: Shown,
    groupName: Shown,
    orderDeadline: NotificationInstant,
  }),
  /** To the producer: a dealer asks to name them as a producer (decision 076). */
  PRODUCER_CONNECTION_REQUESTED: z.object({ dealerName: Shown }),
  /**
   * Issue 26, to the author of a post, offer or event. Comments within the coalescing window
   * update one unread notification: `count` of them, the latest by `userName`.
   */
  COMMENT_ON_YOUR_ITEM: z.object({
    userName: Shown,
    itemTitle: Shown,
    groupName: Shown,
    count: z.number().int().positive(),
  }),
  /** To the author of a comment replied to; coalesced like COMMENT_ON_YOUR_ITEM. */
  REPLY_TO_YOUR_COMMENT: z.object({
    userName: Shown,
    itemTitle: Shown,
    groupName: Shown,
    count: z.number().int().positive(),
  }),
  /** To a member of the item's group named by `@username` in a comment. */
  MENTIONED_IN_COMMENT: z.object({ userName: Shown, itemTitle: Shown, groupName: Shown }),
  /** To a comment's author: an admin of the group hid it after a report (decision 172), and why. */
  COMMENT_HIDDEN: z.object({ itemTitle: Shown, groupName: Shown, reason: Shown }),
  /** To the author of a post, offer or event an admin of the group hid after a report (205). */
  ITEM_HIDDEN: z.object({ itemTitle: Shown, groupName: Shown, reason: Shown }),
} as const satisfies Record<NotificationType, z.ZodObject>;

/** The variables of type `T` (of any type when `T` is left out). */
export type NotificationVariables<T extends NotificationType = NotificationType> = z.infer<
  (typeof NotificationVariables)[T]
>;

/** A type together with exactly its variables: what `notify()` accepts. */
export type NotificationContent = {
  [T in NotificationType]: { type: T; variables: NotificationVariables<T> };
}[NotificationType];

/**
 * Reads a stored `variables` text for its type. Rows written before a type's variables
 * changed, or bad JSON, give null: the reader then shows the type's generic sentence.
 */
export function parseNotificationVariables<T extends NotificationType>(
  type: T,
  json: string,
): NotificationVariables<T> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const schema: z.ZodType = NotificationVariables[type];
  const result = schema.safeParse(parsed);
  // The schema of `T` parsed it; the compiler cannot follow a generic index into `z.infer`.
  return result.success ? (result.data as NotificationVariables<T>) : null;
}

/** The names of a type's variables that hold instants (shown as dates, not as written). */
export function notificationInstantNames(type: NotificationType): string[] {
  const shape: Record<string, z.ZodType> = NotificationVariables[type].shape;
  return Object.keys(shape).filter((name) => shape[name] instanceof z.ZodISODateTime);
}
