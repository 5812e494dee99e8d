import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import {
  dateFormatPatterns,
  defaultDateFormat,
  formatWithArticle,
  languages,
  measureFormatter,
  notificationInstantNames,
  parseNotificationVariables,
  type DateFormat,
  type Language,
  type NotificationType,
} from '@kozos/contract';
import { format } from 'date-fns';
import i18next, { type i18n as I18n } from 'i18next';

/*
 * Notification texts outside the browser (Web Push, the digest mail), rendered with i18next
 * from the web app's own locale files (apps/web/src/locales/<language>/*.json), so a sentence
 * is written once: the same keys, variables and generic fallback as the notification card
 * (web features/notifications/notification-text.ts).
 */

const localesDir = path.resolve(import.meta.dirname, '../../../web/src/locales');

function readLanguage(language: Language): Record<string, string> {
  const dir = path.join(localesDir, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(
      merged,
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>,
    );
  }
  return merged;
}

let instance: I18n | undefined;

/** One i18next instance for the process, loaded on first use. */
function texts(): I18n {
  if (instance) return instance;
  const next = i18next.createInstance();
  void next.init({
    resources: Object.fromEntries(
      languages.map((language) => [language, { translation: readLanguage(language) }]),
    ),
    lng: 'en',
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The web's texts put Hungarian's a/az before names with it (`{{group, withArticle}}`).
  next.services.formatter?.add('withArticle', formatWithArticle);
  next.services.formatter?.add('measure', measureFormatter(next.t.bind(next)));
  instance = next;
  return next;
}

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
export function translate(reader: Pick<Reader, 'language'>, key: string, values = {}): string {
  return texts().getFixedT(reader.language)(key, values);
}

/**
 * The notification's title (its type's general sentence) and body (the sentence with its
 * variables; the general one again when the stored variables do not fit the type).
 */
export function renderNotification(
  notification: { type: NotificationType; variables: string },
  reader: Reader,
): { title: string; body: string } {
  const t = texts().getFixedT(reader.language);
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
