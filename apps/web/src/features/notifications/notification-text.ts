import type { TFunction } from 'i18next';
import type { NotificationType } from '@kozos/contract';

/**
 * The variables each type's full sentence needs. Without them (old rows, bad JSON, a later
 * issue that names a field differently) the type's generic sentence is shown instead, so a
 * card never reads "{{userName}} joined".
 */
export const requiredVariables: Record<NotificationType, readonly string[]> = {
  TEST: [],
  EVENT_APPLICATION_DEADLINE_APPROACHING: ['eventName', 'applicationDeadline'],
  EVENT_TIME_APPROACHING: ['eventName', 'time'],
  EVENT_DELETED: ['eventName'],
  OFFER_CREATED: ['productName', 'dealerName'],
  OFFER_STOCK_LIMIT_REACHED: ['productName'],
  ORDER_REJECTED: ['dealerName', 'productName'],
  ORDER_DEADLINE_APPROACHING: ['productName', 'time'],
  WARNING_POST: ['postTitle'],
  GROUP_DETAILS_EDITED: ['userName', 'groupName'],
  KICKED_FROM_GROUP: ['groupName'],
  INVITED_TO_GROUP: ['userName', 'groupName'],
  USER_JOINED_GROUP: ['userName', 'groupName'],
  USER_LEFT_GROUP: ['userName', 'groupName'],
};

/** Variables that hold instants; shown in the user's date format. */
const dateVariables = new Set(['applicationDeadline', 'time']);

/** `variables` is JSON text; anything but an object of strings and numbers counts as empty. */
export function parseVariables(json: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' && value.trim() !== '') variables[key] = value;
    else if (typeof value === 'number') variables[key] = String(value);
  }
  return variables;
}

export function notificationText(
  notification: { type: NotificationType; variables: string },
  t: TFunction,
  formatDateTime: (date: string) => string,
): string {
  const variables = parseVariables(notification.variables);
  const needed = requiredVariables[notification.type];
  if (!needed.every((name) => name in variables)) {
    return t(`notifications.generic.${notification.type}`);
  }
  const shown: Record<string, string> = { ...variables };
  for (const name of dateVariables) {
    const value = variables[name];
    if (value !== undefined && !Number.isNaN(Date.parse(value)))
      shown[name] = formatDateTime(value);
  }
  return t(`notifications.type.${notification.type}`, shown);
}
