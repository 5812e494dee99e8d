import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarItem, CalendarResponse } from '@kozos/contract';
import { fakeApi, ok, type FakeCall } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const deadline = '2027-03-24T10:00:00Z';
const delivery = '2027-03-26T08:00:00Z';

function item(fields: Partial<CalendarItem> & Pick<CalendarItem, 'id' | 'marks'>): CalendarItem {
  return {
    title: 'Alma',
    path: `/offers/${fields.id}`,
    group: { id: 'g1', name: 'Kert utca' },
    creationTime: '2027-03-01T10:00:00Z',
    own: false,
    subject: 'offer:o1',
    location: null,
    ...fields,
  };
}

// A buyer who ordered Alma, and the dealer of Körte, which has orders.
const calendar: CalendarResponse = {
  events: [],
  offers: [
    item({ id: 'o1', marks: [{ kind: 'order_deadline', time: deadline }] }),
    item({
      id: 'o2',
      title: 'Körte',
      own: true,
      subject: 'offer:o2',
      marks: [{ kind: 'delivery_date', time: delivery }],
    }),
  ],
  orders: [
    item({
      id: 'r1',
      path: '/purchase?id=r1',
      own: true,
      marks: [
        { kind: 'order_deadline', time: deadline },
        { kind: 'delivery_date', time: delivery },
      ],
    }),
  ],
  sales: [
    item({
      id: 'o2',
      title: 'Körte',
      path: '/sales/o2',
      own: true,
      subject: 'offer:o2',
      marks: [{ kind: 'delivery_date', time: delivery }],
    }),
  ],
};

/** The server's answer: each item's marks inside the period asked for, items without any left out. */
function answer(call: FakeCall) {
  const from = call.query.get('from') ?? '';
  const to = call.query.get('to') ?? '';
  const inPeriod = (items: CalendarItem[]) =>
    items
      .map((entry) => ({
        ...entry,
        marks: entry.marks.filter(
          (mark) =>
            Date.parse(mark.time) >= Date.parse(from) && Date.parse(mark.time) < Date.parse(to),
        ),
      }))
      .filter((entry) => entry.marks.length > 0);
  return ok({
    events: [],
    offers: inPeriod(calendar.offers),
    orders: inPeriod(calendar.orders),
    sales: inPeriod(calendar.sales),
  });
}

// Issue 23.4: the week and month views listed each of these twice.
describe('the calendar', () => {
  it('lists one row per thing in the week, with its role in words', async () => {
    fakeApi({ 'GET /api/Calendar': answer });
    renderApp('/calendar/week?date=2027-03-24');
    const wednesday = (await screen.findByRole('link', { name: 'Wednesday, March 24' })).closest(
      'li',
    );
    const wednesdayRows = within(wednesday as HTMLElement).getAllByRole('link', { name: /Alma/ });
    expect(wednesdayRows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Order deadline · My order'),
    ]);
    expect(wednesdayRows[0]?.getAttribute('href')).toBe('/purchase?id=r1');
    const friday = screen.getByRole('link', { name: 'Friday, March 26' }).closest('li');
    const fridayRows = within(friday as HTMLElement)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/calendar/day?date=2027-03-26');
    expect(fridayRows.map((row) => row.getAttribute('href'))).toEqual([
      '/purchase?id=r1',
      '/sales/o2',
    ]);
    expect(fridayRows[1]?.textContent).toContain('Delivery · My sale');
  });

  it('counts and names one item per thing in the month', async () => {
    fakeApi({ 'GET /api/Calendar': answer });
    renderApp('/calendar/month?date=2027-03-24');
    const friday = await screen.findByRole('link', { name: 'Friday, March 26, 2027: 2 items' });
    expect(friday.textContent).toContain('Alma');
    expect(friday.textContent).toContain('Körte');
    expect(screen.getByRole('link', { name: 'Wednesday, March 24, 2027: 1 item' })).toBeTruthy();
  });

  it('keeps the offer and the order apart in the day view', async () => {
    fakeApi({ 'GET /api/Calendar': answer });
    renderApp('/calendar/day?date=2027-03-24');
    const offers = await screen.findByRole('region', { name: /Offers/ });
    expect(within(offers).getAllByRole('link', { name: /Alma/ })).toHaveLength(1);
    const purchases = screen.getByRole('region', { name: /Purchases/ });
    expect(within(purchases).getAllByRole('link', { name: /Alma/ })).toHaveLength(1);
  });
});
