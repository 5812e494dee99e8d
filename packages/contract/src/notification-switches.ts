import { z } from 'zod';
import type { NotificationType } from './enums';

/*
 * Notification kinds a user may turn off one by one (decision 087). A switched-off kind is not
 * written at all for that user: no card, no push, nothing in the digest. The other kinds are
 * governed only by the general switch (push and mail) as before.
 */
export const switchableNotificationTypes = [
  'ORDER_DEADLINE_APPROACHING',
  'ORDER_FULFILLED',
  'ORDER_DEADLINE_NOT_ORDERED',
  'COMMENT_ON_YOUR_ITEM',
  'REPLY_TO_YOUR_COMMENT',
  'MENTIONED_IN_COMMENT',
] as const satisfies readonly NotificationType[];
export const SwitchableNotificationType = z.enum(switchableNotificationTypes);
export type SwitchableNotificationType = z.infer<typeof SwitchableNotificationType>;

/** `GET /api/Notification/Switches`: every switchable kind, on unless the user turned it off. */
export const NotificationSwitch = z.object({
  type: SwitchableNotificationType,
  enabled: z.boolean(),
});
export type NotificationSwitch = z.infer<typeof NotificationSwitch>;

/** `PUT /api/Notification/Switches`: one kind on or off; answers every switch. */
export const NotificationSwitchBody = NotificationSwitch;
export type NotificationSwitchBody = z.infer<typeof NotificationSwitchBody>;
