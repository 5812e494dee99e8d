import { beforeAll, describe, expect, it } from 'vitest';
import { localeFileTexts } from '../test/texts';
import type { Texts } from '../texts/text-store';
import { renderNotification, translate } from './notification-texts';

const reader = { language: 'hu', dateFormat: '', timeZone: 'Europe/Budapest' } as const;
let texts: Texts;
beforeAll(async () => {
  texts = await localeFileTexts();
});

describe('notification texts outside the browser', () => {
  it('put Hungarian’s a/az before a name as the web does (withArticle)', () => {
    expect(translate(texts, reader, 'groups.leave_title', { name: 'Almás köz' })).toBe(
      'Kilépsz az Almás köz csoportból?',
    );
    expect(translate(texts, reader, 'events.series.position', { position: 1, count: 4 })).toBe(
      '4 alkalomból az 1.',
    );
    expect(translate(texts, { language: 'en' }, 'groups.leave_title', { name: 'Almás köz' })).toBe(
      'Leave Almás köz?',
    );
  });

  it('render a notification in the reader’s language', () => {
    const rendered = renderNotification(
      texts,
      {
        type: 'USER_JOINED_GROUP',
        variables: JSON.stringify({ userName: 'Kiss Anna', groupName: 'Kert utca' }),
      },
      reader,
    );
    expect(rendered.body).toBe('Kiss Anna csatlakozott a Kert utca csoporthoz.');
  });
});

/*
 * Push and the digest render from the web's locale files (decision 102, 104): the kinds of
 * issue 23 read as the card does, in both languages.
 */

const orderReader = { dateFormat: '' as const, timeZone: 'Europe/Budapest' };

describe('renderNotification for the order kinds', () => {
  it('invites a rating when an order is fulfilled, in English and Hungarian', () => {
    const variables = JSON.stringify({ productName: 'Akácméz', dealerName: 'Dénes' });
    const notification = { type: 'ORDER_FULFILLED' as const, variables };
    expect(renderNotification(texts, notification, { ...orderReader, language: 'en' })).toEqual({
      title: 'One of your orders was fulfilled: rate it',
      body: 'Dénes marked your order of Akácméz as fulfilled. How was it? You can rate it for a month.',
    });
    expect(renderNotification(texts, notification, { ...orderReader, language: 'hu' }).body).toBe(
      'Dénes teljesítettnek jelölte az „Akácméz” ajánlatból leadott rendelésedet. Milyen volt? Egy hónapig értékelheted.',
    );
  });

  it('words the two deadline reminders differently, with the deadline in the reader zone', () => {
    const variables = JSON.stringify({
      productName: 'Mák',
      dealerName: 'Dénes',
      groupName: 'Kert utca',
      orderDeadline: '2026-09-02T16:00:00.000Z',
    });
    const amount = JSON.stringify({ ...JSON.parse(variables), amount: 150, measure: 'dkg' });
    const en = { ...orderReader, language: 'en' as const };
    const ordered = renderNotification(
      texts,
      { type: 'ORDER_DEADLINE_APPROACHING', variables: amount },
      en,
    );
    const notOrdered = renderNotification(
      texts,
      { type: 'ORDER_DEADLINE_NOT_ORDERED', variables },
      en,
    );
    expect(ordered.body).toBe(
      'You ordered 150\u00a0dkg of Mák from Dénes in Kert utca; you can still change your order until 2026. 09. 02. 18:00',
    );
    expect(notOrdered.body).toBe(
      'Orders for Mák from Dénes in Kert utca close on 2026. 09. 02. 18:00. You have not ordered yet.',
    );
    const hu = { ...orderReader, language: 'hu' as const };
    expect(
      renderNotification(texts, { type: 'ORDER_DEADLINE_NOT_ORDERED', variables }, hu).body,
    ).toBe(
      'Még 2026. 09. 02. 18:00-ig rendelhetsz Dénes „Mák” ajánlatából a Kert utca csoportban. Eddig nem rendeltél belőle.',
    );
    // A stored reminder from before it carried the amount reads as the general sentence.
    expect(
      renderNotification(texts, { type: 'ORDER_DEADLINE_APPROACHING', variables }, hu).body,
    ).toBe('Az egyik rendelésedet még módosíthatod');
  });

  it('states the amount in the measure the reader reads, and names a circle without doubling', () => {
    const variables = JSON.stringify({
      productName: 'Tojás',
      amount: 30,
      measure: 'pcs',
      dealerName: 'Dénes',
      groupName: 'Kossuth utcai kör',
      orderDeadline: '2026-09-02T16:00:00.000Z',
    });
    const notification = { type: 'ORDER_DEADLINE_APPROACHING' as const, variables };
    expect(renderNotification(texts, notification, { ...orderReader, language: 'hu' }).body).toBe(
      'A rendelésedben 30\u00a0db Tojás van Dénes ajánlatából a Kossuth utcai körben. Még módosíthatod 2026. 09. 02. 18:00-ig.',
    );
    expect(
      renderNotification(texts, notification, { ...orderReader, language: 'en' }).body,
    ).toContain('You ordered 30\u00a0pcs of Tojás');
  });
});
