// Every notification type rendered in both languages: it reads the locale files, so it lives in app/.
import { describe, expect, it } from 'vitest';
import {
  NotificationVariables,
  notificationInstantNames,
  notificationTypes,
  type NotificationType,
} from '@kozos/contract';
import { formatDateTime } from '@/lib/dates';
import { createI18n } from '@/lib/i18n';
import en from '@/locales/en';
import enSignedIn from '@/locales/en/signed-in';
import hu from '@/locales/hu';
import huSignedIn from '@/locales/hu/signed-in';
import { notificationIcons } from '@/features/notifications/notification-icon';
import { notificationText } from '@/features/notifications/notification-text';

const languages = [
  {
    language: 'en',
    t: createI18n('en').t,
    texts: { ...en, ...enSignedIn } as Record<string, string>,
  },
  {
    language: 'hu',
    t: createI18n('hu').t,
    texts: { ...hu, ...huSignedIn } as Record<string, string>,
  },
];
const [{ t: enT }] = languages as [(typeof languages)[number]];
const shownDate = (instant: string) => formatDateTime(instant, 'DD/MM/YYYY');

// Typed by the contract: a type left out or a wrong variable set does not compile.
const examples: { [T in NotificationType]: NotificationVariables<T> } = {
  TEST: {},
  EVENT_APPLICATION_DEADLINE_APPROACHING: {
    eventName: 'Cider pressing',
    groupName: 'Kert utca',
    applicationDeadline: '2026-09-01T10:00:00.000Z',
  },
  EVENT_TIME_APPROACHING: {
    eventName: 'Cider pressing',
    groupName: 'Kert utca',
    time: '2026-09-05T08:00:00Z',
  },
  EVENT_DELETED: {
    eventName: 'Cider pressing',
    groupName: 'Kert utca',
    time: '2026-09-05T08:00:00Z',
  },
  OFFER_CREATED: { dealerName: 'Péter', productName: 'Acacia honey', groupName: 'Kert utca' },
  OFFER_STOCK_LIMIT_REACHED: { productName: 'Acacia honey', groupName: 'Kert utca' },
  ORDER_REJECTED: { dealerName: 'Péter', productName: 'Acacia honey', reason: 'The hives froze' },
  ORDER_DEADLINE_APPROACHING: {
    productName: 'Acacia honey',
    amount: 12,
    measure: 'pcs',
    dealerName: 'Péter',
    groupName: 'Kert utca',
    orderDeadline: '2026-09-02T18:00:00.000Z',
  },
  WARNING_POST: { postTitle: 'Water cut on Monday', userName: 'Anna', groupName: 'Kert utca' },
  GROUP_DETAILS_EDITED: { groupName: 'Kert utca', userName: 'Anna' },
  KICKED_FROM_GROUP: { groupName: 'Kert utca' },
  INVITED_TO_GROUP: { groupName: 'Kert utca', userName: 'Anna' },
  USER_JOINED_GROUP: { groupName: 'Kert utca', userName: 'Anna' },
  USER_LEFT_GROUP: { groupName: 'Kert utca', userName: 'Anna' },
  ORDER_FULFILLED: { productName: 'Acacia honey', dealerName: 'Péter' },
  ORDER_DEADLINE_NOT_ORDERED: {
    productName: 'Acacia honey',
    dealerName: 'Péter',
    groupName: 'Kert utca',
    orderDeadline: '2026-09-02T18:00:00.000Z',
  },
  PRODUCER_CONNECTION_REQUESTED: { dealerName: 'Péter' },
  COMMENT_ON_YOUR_ITEM: {
    userName: 'Anna',
    itemTitle: 'Acacia honey',
    groupName: 'Kert utca',
    count: 3,
  },
  REPLY_TO_YOUR_COMMENT: {
    userName: 'Anna',
    itemTitle: 'Acacia honey',
    groupName: 'Kert utca',
    count: 3,
  },
  MENTIONED_IN_COMMENT: { userName: 'Anna', itemTitle: 'Acacia honey', groupName: 'Kert utca' },
  COMMENT_HIDDEN: {
    itemTitle: 'Acacia honey',
    groupName: 'Kert utca',
    reason: 'No insults, please',
  },
  ITEM_HIDDEN: {
    itemTitle: 'Acacia honey',
    groupName: 'Kert utca',
    reason: 'Not for sale here',
  },
};

function textOf(type: NotificationType, variables: string, t = enT): string {
  return notificationText({ type, variables }, t, shownDate);
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('notification text', () => {
  it.each(notificationTypes)('renders %s in hu and en from its example', (type) => {
    const example = examples[type];
    // The example is exactly the type's variables, as notify() demands.
    expect(NotificationVariables[type].strict().safeParse(example).error).toBeUndefined();
    const variableNames = Object.keys(NotificationVariables[type].shape).sort();
    const instants = new Set(notificationInstantNames(type));
    for (const { language, t, texts } of languages) {
      const sentence = texts[`notifications.type.${type}`];
      const generic = texts[`notifications.generic.${type}`];
      expect(sentence, `${language} text of ${type}`).toBeTypeOf('string');
      expect(generic, `${language} generic text of ${type}`).toBeTypeOf('string');
      // Every variable is shown, and nothing the type does not carry is asked for.
      expect(placeholdersOf(sentence ?? ''), `${language} ${type}`).toEqual(variableNames);
      expect(placeholdersOf(generic ?? ''), `${language} generic ${type}`).toEqual([]);

      const text = textOf(type, JSON.stringify(example), t);
      expect(text, `${language} ${type}`).not.toMatch(/\{\{|\[notifications\./);
      for (const [name, value] of Object.entries<string | number>(example)) {
        const shown =
          name === 'measure'
            ? t(`measure.${value}`)
            : instants.has(name)
              ? shownDate(String(value))
              : String(value);
        expect(text, `${language} ${type}`).toContain(shown);
      }
    }
    expect(notificationIcons[type]).toBeTruthy();
  });

  it('formats exactly the instants of a type as dates', () => {
    expect(notificationInstantNames('ORDER_DEADLINE_APPROACHING')).toEqual(['orderDeadline']);
    expect(notificationInstantNames('EVENT_APPLICATION_DEADLINE_APPROACHING')).toEqual([
      'applicationDeadline',
    ]);
    expect(notificationInstantNames('WARNING_POST')).toEqual([]);
  });

  it('writes the sentences as a person would', () => {
    const json = JSON.stringify({ groupName: 'Kert utca', userName: 'Anna' });
    expect(textOf('USER_JOINED_GROUP', json)).toBe('Anna joined Kert utca');
    expect(textOf('INVITED_TO_GROUP', json)).toBe('Anna invited you to Kert utca');
    const [, { t: huT }] = languages as [unknown, (typeof languages)[number]];
    expect(textOf('GROUP_DETAILS_EDITED', json, huT)).toBe(
      'Anna módosította a Kert utca csoport adatait.',
    );
    expect(textOf('INVITED_TO_GROUP', json, huT)).toBe(
      'Anna meghívott téged a Kert utca csoportba.',
    );
    const warning = JSON.stringify(examples.WARNING_POST);
    expect(textOf('WARNING_POST', warning)).toBe(
      'Anna posted a warning in Kert utca: Water cut on Monday',
    );
    expect(textOf('WARNING_POST', warning, huT)).toBe(
      'Anna figyelmeztetést tett közzé a Kert utca csoportban „Water cut on Monday” címmel.',
    );
    const request = JSON.stringify(examples.PRODUCER_CONNECTION_REQUESTED);
    expect(textOf('PRODUCER_CONNECTION_REQUESTED', request)).toBe(
      'Péter asks to add you as their producer',
    );
    expect(textOf('PRODUCER_CONNECTION_REQUESTED', request, huT)).toBe(
      'Péter a termelőjeként szeretne felvenni.',
    );
  });

  it('names a group in Hungarian without "a(z)", a colon or a doubled "kör" (issue 23.2)', () => {
    const [, { t: huT }] = languages as [unknown, (typeof languages)[number]];
    const circle = (type: NotificationType, groupName: string) =>
      textOf(type, JSON.stringify({ ...examples[type], groupName }), huT);
    expect(circle('INVITED_TO_GROUP', 'Kossuth utcai kör')).toBe(
      'Anna meghívott téged a Kossuth utcai körbe.',
    );
    expect(circle('USER_JOINED_GROUP', 'Almás köz')).toBe(
      'Anna csatlakozott az Almás köz csoporthoz.',
    );
    expect(circle('USER_LEFT_GROUP', 'Olvasókör')).toBe('Anna kilépett az Olvasókörből.');
    expect(circle('KICKED_FROM_GROUP', 'Futó csoport')).toBe('Eltávolítottak a Futó csoportból.');
    expect(circle('EVENT_TIME_APPROACHING', 'Kert utca')).toBe(
      'A „Cider pressing” esemény a Kert utca csoportban 05/09/2026 10:00-kor kezdődik.',
    );
    expect(circle('ORDER_DEADLINE_APPROACHING', 'Kossuth utcai kör')).toBe(
      'A rendelésedben 12\u00a0db Acacia honey van Péter ajánlatából a Kossuth utcai körben. Még módosíthatod 02/09/2026 20:00-ig.',
    );
    for (const type of notificationTypes) {
      const text = textOf(type, JSON.stringify(examples[type]), huT);
      expect(text, type).not.toMatch(/a\(z\)|: Kert utca|kör kör|csoport csoport/);
    }
  });

  it.each(notificationTypes.filter((type) => type !== 'TEST'))(
    'falls back to the generic sentence for %s when the variables do not fit its type',
    (type) => {
      for (const variables of ['not json', '', '[]', 'null', '{}', '{"userName": 5}']) {
        const text = textOf(type, variables);
        expect(text).toBe(enT(`notifications.generic.${type}`));
        expect(text).not.toMatch(/\{\{|\[/);
      }
    },
  );

  it('reads rows stored in older shapes without breaking', () => {
    // A WARNING_POST of an earlier shape, a blank name, a date that is not an instant.
    expect(textOf('WARNING_POST', '{"postTitle":"Gas leak"}')).toBe(
      enT('notifications.generic.WARNING_POST'),
    );
    expect(textOf('USER_LEFT_GROUP', '{"groupName":"Kert utca","userName":"  "}')).toBe(
      enT('notifications.generic.USER_LEFT_GROUP'),
    );
    const notInstant = { ...examples.EVENT_TIME_APPROACHING, time: 'tomorrow noon' };
    expect(textOf('EVENT_TIME_APPROACHING', JSON.stringify(notInstant))).toBe(
      enT('notifications.generic.EVENT_TIME_APPROACHING'),
    );
    // Fields a type no longer carries are ignored, not shown.
    const extra = JSON.stringify({ groupName: 'Kert utca', userName: 'Anna', postTitle: 'Old' });
    expect(textOf('USER_JOINED_GROUP', extra)).toBe('Anna joined Kert utca');
  });
});
