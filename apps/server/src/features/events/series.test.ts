import { TZDate } from '@date-fns/tz';
import type { EventResponse, FeedItem } from '@kozos/contract';
import { addDays, format, isSunday, lastDayOfMonth, previousSunday } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { answer, createEvent, seriesOf } from '../../test/events';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

/*
 * Repeated events (decision 091): one row per occurrence, kept at its wall-clock time in the
 * series' zone, and edits or deletions of "this and the following" that neither lose nor
 * duplicate an occurrence (HumHub calendar #306, #257, #638). The server runs in UTC; the
 * times below are what a browser in Europe/Budapest sends.
 */

const zone = 'Europe/Budapest';
/** Next year: every date below lies ahead whenever the test runs. */
const year = new Date().getUTCFullYear() + 1;

/** `YYYY-MM-DD` of the last Sunday of a month of {@link year} (month 3 or 10: DST changes). */
function lastSundayOf(month: number): string {
  const last = lastDayOfMonth(new Date(year, month - 1, 1));
  return format(isSunday(last) ? last : previousSunday(last), 'yyyy-MM-dd');
}

const weekAfter = (date: string, weeks: number) =>
  format(addDays(new Date(`${date}T12:00:00`), weeks * 7), 'yyyy-MM-dd');
/** The UTC instant of a wall-clock time in Budapest, as a browser there sends it. */
function inBudapest(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, zone).getTime()).toISOString();
}

const budapest = (event: EventResponse, field: 'time' | 'applicationDeadline' = 'time') =>
  format(new TZDate(new Date(event[field]).getTime(), zone), 'yyyy-MM-dd HH:mm');

let t: IdentityTestApp;
let author: TestUser;
let member: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  groupId = (await createGroup(t, author, { members: [member] })).id;
});
afterAll(async () => {
  await t.close();
});

/** A weekly series from `first` at 18:00 in Budapest, its deadline at noon that day. */
async function weekly(first: string, count: number, deadline?: string) {
  const event = await createEvent(t, author, groupId, {
    name: `Heti ${first}`,
    time: inBudapest(first, '18:00'),
    applicationDeadline: inBudapest(first, deadline ?? '12:00'),
    repeat: { frequency: 'weekly', timeZone: zone, count },
  });
  return { event, series: await seriesOf(t, author, event.series?.id ?? '') };
}

describe('a repeated event across daylight-saving changes', () => {
  it.each([
    { month: 3, utc: ['17:00', '16:00', '16:00'] },
    { month: 10, utc: ['16:00', '17:00', '17:00'] },
  ])(
    'stays at 18:00 in Budapest over the last Sunday of month $month while UTC moves an hour',
    async ({ month, utc }) => {
      const change = lastSundayOf(month);
      const dates = [weekAfter(change, -1), change, weekAfter(change, 1)];
      const { series } = await weekly(dates[0] ?? '', 3);
      expect(series.map((event) => budapest(event))).toEqual(dates.map((d) => `${d} 18:00`));
      expect(series.map((event) => event.time.slice(11, 16))).toEqual(utc);
      expect(series.map((event) => budapest(event, 'applicationDeadline'))).toEqual(
        dates.map((d) => `${d} 12:00`),
      );
      expect(series.map((event) => event.series?.position)).toEqual([1, 2, 3]);
    },
  );

  it('repeats monthly on the 31st, on the last day of shorter months', async () => {
    const event = await createEvent(t, author, groupId, {
      time: inBudapest(`${year}-03-31`, '09:30'),
      applicationDeadline: inBudapest(`${year}-03-30`, '09:30'),
      repeat: { frequency: 'monthly', timeZone: zone, count: 4 },
    });
    const series = await seriesOf(t, author, event.series?.id ?? '');
    expect(series.map((occurrence) => budapest(occurrence))).toEqual([
      `${year}-03-31 09:30`,
      `${year}-04-30 09:30`,
      `${year}-05-31 09:30`,
      `${year}-06-30 09:30`,
    ]);
  });

  it('ends on the until date (inclusive) every two weeks, and at 52 occurrences at most', async () => {
    const base = { applicationDeadline: inBudapest(`${year}-05-01`, '08:00') };
    const time = inBudapest(`${year}-05-02`, '10:00');
    const untilDate = await createEvent(t, author, groupId, {
      ...base,
      time,
      repeat: { frequency: 'biweekly', timeZone: zone, until: `${year}-05-30` },
    });
    expect(untilDate.series).toMatchObject({ frequency: 'biweekly', position: 1, count: 3 });
    const capped = await createEvent(t, author, groupId, {
      ...base,
      time,
      repeat: { frequency: 'weekly', timeZone: zone, until: `${year + 4}-01-01` },
    });
    expect(capped.series?.count).toBe(52);
    const tooMany = await call(t, author, 'POST', '/api/Event', {
      groupId,
      name: 'Too many',
      time,
      repeat: { frequency: 'weekly', timeZone: zone, count: 53 },
    });
    expect(tooMany.statusCode).toBe(400);
    const backwards = await call(t, author, 'POST', '/api/Event', {
      groupId,
      name: 'Ends before it starts',
      time,
      repeat: { frequency: 'weekly', timeZone: zone, until: `${year}-05-01` },
    });
    expect(backwards.json<{ errors: object }>().errors).toEqual({
      'repeat.until': ['repeat_end_before_start'],
    });
  });
});

describe('editing and deleting a series', () => {
  it('edits every occurrence from the first without losing the first (HumHub #306)', async () => {
    const { event, series } = await weekly(`${year}-03-07`, 4);
    await answer(t, member, event.id, true);
    const moved = inBudapest(`${year}-03-07`, '19:30');
    await ok(t, author, 'PATCH', `/api/Event/${event.id}`, {
      name: 'Heti futás',
      time: moved,
      applicationDeadline: inBudapest(`${year}-03-07`, '12:00'),
      scope: 'following',
    });
    const after = await seriesOf(t, author, event.series?.id ?? '');
    expect(after.map((occurrence) => occurrence.id)).toEqual(series.map((s) => s.id));
    expect(after.map((occurrence) => occurrence.name)).toEqual(Array(4).fill('Heti futás'));
    expect(after.map((occurrence) => budapest(occurrence))).toEqual([
      `${year}-03-07 19:30`,
      `${year}-03-14 19:30`,
      `${year}-03-21 19:30`,
      `${year}-03-28 19:30`,
    ]);
    // The first occurrence keeps its answers.
    expect(after[0]).toMatchObject({ yesCount: 1 });
  });

  it('neither drops nor duplicates occurrences when one was edited alone (HumHub #257, #638)', async () => {
    const { series } = await weekly(`${year}-06-06`, 5);
    const [first, second, third] = series;
    if (!first || !second || !third) throw new Error('series too short');
    const thirdMoved = inBudapest(`${year}-06-21`, '17:00');
    await ok(t, author, 'PATCH', `/api/Event/${third.id}`, { time: thirdMoved, scope: 'this' });
    let after = await seriesOf(t, author, first.series?.id ?? '');
    expect(after.map((occurrence) => budapest(occurrence))).toEqual([
      `${year}-06-06 18:00`,
      `${year}-06-13 18:00`,
      `${year}-06-21 17:00`,
      `${year}-06-27 18:00`,
      `${year}-07-04 18:00`,
    ]);
    await ok(t, author, 'PATCH', `/api/Event/${second.id}`, {
      time: inBudapest(`${year}-06-13`, '20:00'),
      scope: 'following',
    });
    after = await seriesOf(t, author, first.series?.id ?? '');
    expect(new Set(after.map((occurrence) => occurrence.id)).size).toBe(5);
    expect(after.map((occurrence) => budapest(occurrence))).toEqual([
      `${year}-06-06 18:00`,
      `${year}-06-13 20:00`,
      `${year}-06-20 20:00`,
      `${year}-06-27 20:00`,
      `${year}-07-04 20:00`,
    ]);
  });

  it('deletes this and the following, keeps the earlier ones and one feed card', async () => {
    const { event, series } = await weekly(`${year}-09-05`, 4);
    const feedCards = async () =>
      (await ok<FeedItem[]>(t, member, 'GET', '/api/Feed?limit=100')).filter(
        (item) => item.type === 'event' && item.data.series?.id === event.series?.id,
      );
    expect((await feedCards()).map((item) => item.id)).toEqual([event.id]);
    const third = series[2];
    if (!third) throw new Error('series too short');
    await ok(t, author, 'DELETE', `/api/Event/${third.id}?scope=following`);
    let left = await seriesOf(t, author, event.series?.id ?? '');
    expect(left.map((occurrence) => occurrence.id)).toEqual(series.slice(0, 2).map((s) => s.id));
    expect(left.map((occurrence) => occurrence.series?.count)).toEqual([2, 2]);
    // Deleting the first alone hands the feed card to the next.
    await ok(t, author, 'DELETE', `/api/Event/${event.id}?scope=this`);
    left = await seriesOf(t, author, event.series?.id ?? '');
    expect(left.map((occurrence) => occurrence.id)).toEqual([series[1]?.id]);
    expect((await feedCards()).map((item) => item.id)).toEqual([series[1]?.id]);
  });
});
