import { describe, expect, it } from 'vitest';
import type { CalendarItem, CalendarResponse } from '@kozos/contract';
import { entriesByDay, entriesOf, sortEntries } from './entries';

// The web project runs in Europe/Budapest (decision 062).

const item = (id: string, title: string, creationTime: string, marks: CalendarItem['marks']) => ({
  id,
  title,
  path: `/events/${id}`,
  group: null,
  creationTime,
  own: false,
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
