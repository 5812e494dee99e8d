import { z } from 'zod';
import { text } from './text';
import { NotificationType } from './enums';

/**
 * Spec §3 Notification; `variables` is JSON text of the type's `NotificationVariables`
 * (read it with `parseNotificationVariables`).
 */
export const NotificationResponse = z.object({
  id: text(),
  type: NotificationType,
  variables: text(),
  path: text(),
  isSeen: z.boolean(),
  creationTime: z.iso.datetime(),
});
export type NotificationResponse = z.infer<typeof NotificationResponse>;

export const notificationPageSize = 20;

export const NotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(notificationPageSize),
  skip: z.coerce.number().int().min(0).default(0),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationCountResponse = z.object({ count: z.number().int() });
export type NotificationCountResponse = z.infer<typeof NotificationCountResponse>;

/**
 * `PATCH /api/Notification/SeeAll?upTo=`: the newest notification the screen showed. Only it and
 * those listed after it (older) become seen, so one that arrived after the screen was drawn
 * stays new; an id that is not one of the caller's marks none. Without `upTo`, all are marked.
 */
export const NotificationSeeAllQuery = z.object({ upTo: z.uuid().optional() });
export type NotificationSeeAllQuery = z.infer<typeof NotificationSeeAllQuery>;

export const NotificationTestQuery = z.object({ delayed: z.enum(['true', 'false']).optional() });
