import { describe, expect, it } from 'vitest';
import { notificationTypes, type NotificationType } from '@kozos/contract';
import { createI18n } from '@/lib/i18n';
import { notificationIcons } from './notification-icon';
import { notificationText, parseVariables } from './notification-text';

const en = createI18n('en').t;
const hu = createI18n('hu').t;
const formatDateTime = (date: string) => `<${date.slice(0, 10)}>`;

const variablesOf: Record<NotificationType, Record<string, string>> = {
  TEST: {},
  EVENT_APPLICATION_DEADLINE_APPROACHING: {
    eventName: 'Cider pressing',
    applicationDeadline: '2026-09-01T10:00:00.000Z',
  },
  EVENT_TIME_APPROACHING: { eventName: 'Cider pressing', time: '2026-09-05T08:00:00.000Z' },
  EVENT_DELETED: { eventName: 'Cider pressing' },
  OFFER_CREATED: { productName: 'Honey', dealerName: 'Péter' },
  OFFER_STOCK_LIMIT_REACHED: { productName: 'Honey' },
  ORDER_REJECTED: { dealerName: 'Péter', productName: 'Honey' },
  ORDER_DEADLINE_APPROACHING: { productName: 'Honey', time: '2026-09-02T18:00:00.000Z' },
  WARNING_POST: { postTitle: 'Water cut on Monday', groupName: 'Kert utca' },
  GROUP_DETAILS_EDITED: { groupName: 'Kert utca', userName: 'Anna' },
  KICKED_FROM_GROUP: { groupName: 'Kert utca' },
  INVITED_TO_GROUP: { groupName: 'Kert utca', userName: 'Anna' },
  USER_JOINED_GROUP: { groupName: 'Kert utca', userName: 'Anna' },
  USER_LEFT_GROUP: { groupName: 'Kert utca', userName: 'Anna' },
};

function textOf(type: NotificationType, variables: string, t = en): string {
  return notificationText({ type, variables }, t, formatDateTime);
}

describe('notification text', () => {
  it.each(notificationTypes)('renders %s with its variables in both languages', (type) => {
    const json = JSON.stringify(variablesOf[type]);
    for (const t of [en, hu]) {
      const text = textOf(type, json, t);
      expect(text).not.toMatch(/\{\{|\[notifications\./);
      for (const [name, value] of Object.entries(variablesOf[type])) {
        if (name === 'groupName' && type === 'WARNING_POST') continue;
        expect(text).toContain(
          name === 'time' || name === 'applicationDeadline' ? `<${value.slice(0, 10)}>` : value,
        );
      }
    }
    expect(notificationIcons[type]).toBeTruthy();
  });

  it('writes the group sentences as a person would', () => {
    const json = JSON.stringify({ groupName: 'Kert utca', userName: 'Anna' });
    expect(textOf('USER_JOINED_GROUP', json)).toBe('Anna joined Kert utca');
    expect(textOf('INVITED_TO_GROUP', json)).toBe('Anna invited you to Kert utca');
    expect(textOf('GROUP_DETAILS_EDITED', json, hu)).toBe(
      'Anna módosította a csoport adatait: Kert utca',
    );
  });

  it.each(notificationTypes.filter((type) => type !== 'TEST'))(
    'falls back to a generic sentence for %s when variables are missing or not JSON',
    (type) => {
      for (const variables of ['not json', '', '[]', 'null', '{}', '{"userName": 5}']) {
        const text = textOf(type, variables);
        expect(text).toBe(en(`notifications.generic.${type}`));
        expect(text).not.toMatch(/\{\{|\[/);
      }
    },
  );

  it('keeps a date variable as written when it is not a date', () => {
    const json = JSON.stringify({ eventName: 'Picnic', time: 'tomorrow noon' });
    expect(textOf('EVENT_TIME_APPROACHING', json)).toBe('Picnic starts on tomorrow noon');
  });

  it('reads only strings and numbers from the variables', () => {
    expect(parseVariables('{"a":"x","b":2,"c":{"d":1},"e":"  "}')).toEqual({ a: 'x', b: '2' });
  });
});
