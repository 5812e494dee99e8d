import type { TFunction } from 'i18next';
import {
  notificationInstantNames,
  parseNotificationVariables,
  type NotificationType,
} from '@kozos/contract';

/**
 * The card's sentence. The variables are read with the contract's schema of the type; when they
 * do not fit it (rows stored before a type's variables changed, bad JSON) the type's generic
 * sentence is shown instead, so a card never reads "{{userName}} joined".
 */
export function notificationText(
  notification: { type: NotificationType; variables: string },
  t: TFunction,
  formatDateTime: (instant: string) => string,
): string {
  const { type } = notification;
  const variables = parseNotificationVariables(type, notification.variables);
  if (!variables) return t(`notifications.generic.${type}`);
  const shown: Record<string, unknown> = { ...variables };
  for (const name of notificationInstantNames(type)) {
    const instant = shown[name];
    if (typeof instant === 'string') shown[name] = formatDateTime(instant);
  }
  return t(`notifications.type.${type}`, shown);
}
