import { TZDate } from '@date-fns/tz';
import {
  dateFormatPatterns,
  defaultDateFormat,
  notificationInstantNames,
  parseNotificationVariables,
  type DateFormat,
  type Language,
  type NotificationType,
} from '@kozos/contract';
import { format } from 'date-fns';
import type { Texts } from '../texts/text-store';

/*
 * Notification texts outside the browser (Web Push, the digest mail), rendered from the server's
 * text store (texts/text-store.ts: the web app's locale files with the translation editor's
 * published edits), so a sentence is written once: the same keys, variables and generic
 * fallback as the notification card (web features/notifications/notification-text.ts).
 */

export interface Reader {
  language: Language;
  /** '' means the default format (spec §3). */
  dateFormat: DateFormat | '';
  /** IANA zone the instants are shown in. */
  timeZone: string;
}

/** "2026. 03. 29. 18:00" in the reader's zone and date format. */
export function formatInstant(instant: string | Date, reader: Reader): string {
  const zoned = new TZDate(new Date(instant).getTime(), validZone(reader.timeZone));
  return format(zoned, `${dateFormatPatterns[reader.dateFormat || defaultDateFormat]} HH:mm`);
}

function validZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** A translated text by key (mail chrome around the notifications). */
export function translate(
  texts: Texts,
  reader: Pick<Reader, 'language'>,
  key: string,
  values = {},
): string {
  return texts.t(reader.language, key, values);
}

/**
 * The notification's title (its type's general sentence) and body (the sentence with its
 * variables; the general one again when the stored variables do not fit the type).
 */
export function renderNotification(
  texts: Texts,
  notification: { type: NotificationType; variables: string },
  reader: Reader,
): { title: string; body: string } {
  const t = (key: string, values = {}) => texts.t(reader.language, key, values);
  const { type } = notification;
  const general = t(`notifications.generic.${type}`);
  const variables = parseNotificationVariables(type, notification.variables);
  // A type whose sentence is its general one (TEST) is titled with the app's name.
  if (!variables) return { title: t('app.name'), body: general };
  const shown: Record<string, unknown> = { ...variables };
  for (const name of notificationInstantNames(type)) {
    const instant = shown[name];
    if (typeof instant === 'string') shown[name] = formatInstant(instant, reader);
  }
  const body = t(`notifications.type.${type}`, shown);
  return { title: body === general ? t('app.name') : general, body };
}
