import { describe, expect, it } from 'vitest';
import type { CalendarItem, CalendarResponse } from '@kozos/contract';
import { entriesByDay, entriesOf, roleOf, rowsOf, sortEntries } from './entries';

// The web project runs in Europe/Budapest (decision 062).

const item = (id: string, title: string, creationTime: string, marks: CalendarItem['marks']) => ({
  id,
  title,
  path: `/events/${id}`,
  group: null,
  creationTime,
  own: false,
  subject: `item:${id}`,
  marks,
  location: null,
});

const response: CalendarResponse = {
  events: [
    item('e1', 'Zumba', '2027-01-02T10:00:00Z', [
      { kind: 'event_deadline', time: '2027-03-27T22:30:00Z' },
      { kind: 'event', time: '2027-03-28T16:00:00Z' },
    ]),
  ],
  offers: [
    item('o1', 'Alma', '2027-01-05T10:00:00Z', [
      { kind: 'order_deadline', time: '2027-03-28T08:00:00Z' },
    ]),
  ],
  orders: [],
  sales: [],
};

describe('calendar entries', () => {
  it('files each mark under its Budapest day, whatever its UTC date', () => {
    const byDay = entriesByDay(entriesOf(response));
    expect([...byDay.keys()]).toEqual(['2027-03-27', '2027-03-28']);
    // 22:30 UTC on the 27th is 23:30 in Budapest: still the 27th, in winter time.
    expect(byDay.get('2027-03-27')?.map((entry) => entry.kind)).toEqual(['event_deadline']);
    expect(byDay.get('2027-03-28')?.map((entry) => `${entry.section}:${entry.kind}`)).toEqual([
      'offers:order_deadline',
      'events:event',
    ]);
  });

  it('sorts a day by type, by newest or by name (spec §2)', () => {
    const day = entriesByDay(entriesOf(response)).get('2027-03-28') ?? [];
    expect(sortEntries(day, 'type').map((entry) => entry.kind)).toEqual([
      'event',
      'order_deadline',
    ]);
    expect(sortEntries(day, 'creationTime').map((entry) => entry.item.id)).toEqual(['o1', 'e1']);
    expect(sortEntries(day, 'name').map((entry) => entry.item.title)).toEqual(['Alma', 'Zumba']);
  });
});

// Issue 23.4: the week and month views listed a buyer's offer deadline and order deadline, and
// a dealer's offer and sale dates, as two rows each.
describe('week and month rows', () => {
  const deadline = '2027-03-24T10:00:00Z';
  const delivery = '2027-03-26T08:00:00Z';
  const of = (
    id: string,
    fields: Partial<CalendarItem> & { marks: CalendarItem['marks'] },
  ): CalendarItem => ({
    id,
    title: 'Alma',
    path: `/offers/${id}`,
    group: { id: 'g1', name: 'Kert utca' },
    creationTime: '2027-03-01T10:00:00Z',
    own: false,
    subject: 'offer:o1',
    location: null,
    ...fields,
  });
  const rows = (response: CalendarResponse) =>
    rowsOf(entriesOf(response)).map(
      (entry) => `${entry.kind} ${roleOf(entry) ?? '-'} ${entry.item.path}`,
    );

  it("are one per date of the buyer's order, not one for the offer and one for the order", () => {
    const buyer: CalendarResponse = {
      events: [],
      offers: [of('o1', { marks: [{ kind: 'order_deadline', time: deadline }] })],
      orders: [
        of('r1', {
          path: '/purchase?id=r1',
          own: true,
          marks: [
            { kind: 'order_deadline', time: deadline },
            { kind: 'delivery_date', time: delivery },
          ],
        }),
      ],
      sales: [],
    };
    expect(rows(buyer)).toEqual([
      'order_deadline my_order /purchase?id=r1',
      'delivery_date my_order /purchase?id=r1',
    ]);
    // The day view keeps both: the offer under Offers, the order under Purchases.
    expect(entriesOf(buyer).map((entry) => entry.section)).toEqual(['offers', 'orders', 'orders']);
  });

  it("are one per date of the dealer's offer with orders, the purchase date its own", () => {
    const marks: CalendarItem['marks'] = [
      { kind: 'order_deadline', time: deadline },
      { kind: 'delivery_date', time: delivery },
    ];
    const dealer: CalendarResponse = {
      events: [],
      offers: [
        of('o1', {
          own: true,
          marks: [...marks, { kind: 'purchase_date', time: '2027-03-25T08:00:00Z' }],
        }),
      ],
      orders: [],
      sales: [of('o1', { path: '/sales/o1', own: true, marks })],
    };
    expect(rows(dealer)).toEqual([
      'order_deadline my_sale /sales/o1',
      'purchase_date my_offer /offers/o1',
      'delivery_date my_sale /sales/o1',
    ]);
  });

  it('keep two things with the same title and time apart', () => {
    const twoOffers: CalendarResponse = {
      events: [],
      offers: [
        of('o1', { marks: [{ kind: 'order_deadline', time: deadline }] }),
        of('o2', { subject: 'offer:o2', marks: [{ kind: 'order_deadline', time: deadline }] }),
      ],
      orders: [],
      sales: [],
    };
    expect(rows(twoOffers)).toEqual([
      'order_deadline offer /offers/o1',
      'order_deadline offer /offers/o2',
    ]);
  });
});
