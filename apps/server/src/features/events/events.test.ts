import type { EventResponse, FeedItem } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  membershipOf,
  notificationsOf,
  ok,
} from '../../test/groups';
import { answer, createEvent, inDays, setDeadlineFromNow } from '../../test/events';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
let admin: TestUser;
let author: TestUser;
let member: TestUser;
let other: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  other = await createUser(t, { username: 'other', name: 'Other' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, admin, { members: [author, member, other] })).id;
});
afterAll(async () => {
  await t.close();
});

describe('creating events', () => {
  it('answers the event with its fields, counts and the deadline defaulting to its time', async () => {
    const time = inDays(3);
    const event = await ok<EventResponse>(t, author, 'POST', '/api/Event', {
      groupId,
      name: 'Szemétszedés',
      description: 'Zsákot hozunk',
      location: 'Kert utca 1',
      time,
      tags: 'system.sport; kert ;system.sport',
    });
    expect(event).toMatchObject({
      name: 'Szemétszedés',
      location: 'Kert utca 1',
      time: new Date(time).toISOString(),
      applicationDeadline: new Date(time).toISOString(),
      tags: 'system.sport;kert',
      author: { id: author.id, name: 'Author' },
      group: { id: groupId },
      series: null,
      yesCount: 0,
      noCount: 0,
      myApplication: null,
      applicants: [],
      declined: [],
    });
    const read = await ok<EventResponse>(t, member, 'GET', `/api/Event/${event.id}`);
    expect(read.declined).toBeNull();
  });

  it.each([
    [
      'a time in the past',
      { time: inDays(-1), applicationDeadline: inDays(-2) },
      'time',
      'time_passed',
    ],
    [
      'a deadline in the past',
      { applicationDeadline: inDays(-0.01) },
      'applicationDeadline',
      'deadline_passed',
    ],
  ])('refuses %s, naming what has passed', async (_case, fields, field, message) => {
    const response = await call(t, author, 'POST', '/api/Event', {
      groupId,
      name: 'Late',
      time: inDays(2),
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
  });

  it('refuses a deadline later than the event time', async () => {
    const response = await call(t, author, 'POST', '/api/Event', {
      groupId,
      name: 'Backwards',
      time: inDays(2),
      applicationDeadline: inDays(3),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      applicationDeadline: ['application_deadline_after_event'],
    });
  });

  it('refuses more than 10 tags and a blank name as field errors', async () => {
    const tags = Array.from({ length: 11 }, (_, at) => `tag${at}`).join(';');
    const response = await call(t, author, 'POST', '/api/Event', {
      groupId,
      name: ' ',
      time: inDays(2),
      tags,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'name',
      'tags',
    ]);
  });
});

describe('answering events', () => {
  it('counts yes and no, shows who said yes, and the author alone sees who said no', async () => {
    const event = await createEvent(t, author, groupId);
    expect((await answer(t, member, event.id, true)).myApplication).toBe(true);
    const afterNo = await answer(t, other, event.id, false);
    expect(afterNo).toMatchObject({ yesCount: 1, noCount: 1, myApplication: false });
    expect(afterNo.applicants.map((user) => user.name)).toEqual(['Member']);
    expect(afterNo.declined).toBeNull();
    const seenByAuthor = await ok<EventResponse>(t, author, 'GET', `/api/Event/${event.id}`);
    expect(seenByAuthor.declined?.map((user) => user.name)).toEqual(['Other']);
  });

  it('replaces an earlier answer, and null takes it back', async () => {
    const event = await createEvent(t, author, groupId);
    await answer(t, member, event.id, true);
    expect(await answer(t, member, event.id, false)).toMatchObject({
      yesCount: 0,
      noCount: 1,
      myApplication: false,
    });
    expect(await answer(t, member, event.id, null)).toMatchObject({
      yesCount: 0,
      noCount: 0,
      myApplication: null,
    });
    // Neutral twice is still neutral, not an error.
    expect((await answer(t, member, event.id, null)).myApplication).toBeNull();
  });

  it('takes answers until the deadline and refuses them once it has passed', async () => {
    const event = await createEvent(t, author, groupId);
    await setDeadlineFromNow(t, event.id, '2 seconds');
    expect((await answer(t, member, event.id, true)).myApplication).toBe(true);
    await setDeadlineFromNow(t, event.id, '-1 millisecond');
    for (const apply of [false, null, true]) {
      const response = await call(t, member, 'POST', '/api/EventApplication', {
        eventId: event.id,
        apply,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ message: string }>().message).toBe('deadline_expired');
    }
    const read = await ok<EventResponse>(t, member, 'GET', `/api/Event/${event.id}`);
    expect(read).toMatchObject({ myApplication: true, yesCount: 1 });
  });

  it('refuses answers from outside the group and to a missing event', async () => {
    const event = await createEvent(t, author, groupId);
    const payload = { eventId: event.id, apply: true };
    expect((await call(t, outsider, 'POST', '/api/EventApplication', payload)).statusCode).toBe(
      403,
    );
    const missing = { eventId: '00000000-0000-4000-8000-000000000000', apply: true };
    expect((await call(t, member, 'POST', '/api/EventApplication', missing)).statusCode).toBe(404);
  });
});

describe('editing and deleting events', () => {
  it('lets the author and a group admin edit, and no other member', async () => {
    const event = await createEvent(t, author, groupId);
    const url = `/api/Event/${event.id}`;
    expect((await call(t, member, 'PATCH', url, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await ok<EventResponse>(t, admin, 'PATCH', url, { name: 'By admin' })).name).toBe(
      'By admin',
    );
    const edited = await ok<EventResponse>(t, author, 'PATCH', url, { location: 'Park' });
    expect(edited).toMatchObject({ name: 'By admin', location: 'Park' });
    expect(edited.editedTime).not.toBeNull();
  });

  it('judges only changed times against the clock', async () => {
    const event = await createEvent(t, author, groupId);
    await setDeadlineFromNow(t, event.id, '-1 minute');
    const url = `/api/Event/${event.id}`;
    const renamed = await ok<EventResponse>(t, author, 'PATCH', url, {
      name: 'Renamed',
      time: event.time,
    });
    expect(renamed.name).toBe('Renamed');
    const late = await call(t, author, 'PATCH', url, { time: inDays(-1) });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ errors: Record<string, string[]> }>().errors.time).toEqual(['time_passed']);
    const after = await call(t, author, 'PATCH', url, {
      applicationDeadline: inDays(8),
    });
    expect(after.json<{ errors: object }>().errors).toEqual({
      applicationDeadline: ['application_deadline_after_event'],
    });
  });

  it('tells those who said yes, and only them, that the event was deleted', async () => {
    const event = await createEvent(t, author, groupId, { name: 'Főzőest' });
    await answer(t, member, event.id, true);
    await answer(t, other, event.id, false);
    await answer(t, admin, event.id, true);
    expect((await call(t, member, 'DELETE', `/api/Event/${event.id}`)).statusCode).toBe(403);
    // The admin deletes it: the admin knows, though they said yes.
    await ok(t, admin, 'DELETE', `/api/Event/${event.id}`);
    const deleted = (await notificationsOf(t, member)).filter((n) => n.type === 'EVENT_DELETED');
    expect(deleted).toEqual([
      {
        type: 'EVENT_DELETED',
        variables: { eventName: 'Főzőest', groupName: 'Kert utca', time: event.time },
        path: '/events',
        isSeen: false,
      },
    ]);
    for (const user of [other, admin]) {
      const types = (await notificationsOf(t, user)).map((n) => n.type);
      expect(types).not.toContain('EVENT_DELETED');
    }
    expect((await call(t, member, 'GET', `/api/Event/${event.id}`)).statusCode).toBe(404);
  });
});

describe('answers of people who left', () => {
  it('neither counts nor notifies someone who left the group', async () => {
    const leaver = await createUser(t, { username: 'leaver', name: 'Leaver' });
    // One who stays, of its own: the deletion here must not reach the shared group's members.
    const stayer = await createUser(t, { username: 'stayer', name: 'Stayer' });
    const group = await createGroup(t, author, { name: 'Távozók', members: [leaver, stayer] });
    const event = await createEvent(t, author, group.id, { name: 'Búcsú' });
    await answer(t, leaver, event.id, true);
    await answer(t, stayer, event.id, true);
    await ok(t, leaver, 'POST', `/api/Membership/${membershipOf(group, leaver).id}/Leave`);
    const read = await ok<EventResponse>(t, author, 'GET', `/api/Event/${event.id}`);
    expect(read.applicants.map((user) => user.name)).toEqual(['Stayer']);
    expect(read.yesCount).toBe(1);
    await ok(t, author, 'DELETE', `/api/Event/${event.id}`);
    const types = (await notificationsOf(t, leaver)).map((n) => n.type);
    expect(types).not.toContain('EVENT_DELETED');
  });
});

describe('listing events', () => {
  it('lists my groups’ events by time, filtered by search, tags and hidePast', async () => {
    const viewer = await createUser(t, { username: 'lister', name: 'Lister' });
    const group = await createGroup(t, viewer, { name: 'Lista' });
    const later = await createEvent(t, viewer, group.id, { name: 'Őszi túra', time: inDays(9) });
    const sooner = await createEvent(t, viewer, group.id, {
      name: 'Sütés',
      time: inDays(2),
      applicationDeadline: inDays(1),
      tags: 'system.cooking',
    });
    const past = await createEvent(t, viewer, group.id, {
      name: 'Régi',
      time: inDays(4),
      applicationDeadline: inDays(3),
    });
    await t.database.db.execute(
      `update events set time = now() - interval '1 day', application_deadline = now() - interval '2 days' where id = '${past.id}'`,
    );
    const names = async (query: string) =>
      (await ok<EventResponse[]>(t, viewer, 'GET', `/api/Event?groupId=${group.id}&${query}`)).map(
        (event) => event.name,
      );
    expect(await names('')).toEqual(['Régi', 'Sütés', 'Őszi túra']);
    expect(await names('hidePast=true')).toEqual(['Sütés', 'Őszi túra']);
    expect(await names('search=oszi')).toEqual(['Őszi túra']);
    expect(await names('tags=system.cooking')).toEqual(['Sütés']);
    expect(await names('sortBy=name&order=desc')).toEqual(['Sütés', 'Régi', 'Őszi túra']);
    expect(await names('sortBy=name')).toEqual(['Őszi túra', 'Régi', 'Sütés']);
    expect(await names('limit=1&skip=1')).toEqual(['Sütés']);
    expect(later.id).not.toBe(sooner.id);
    const foreign = await ok<EventResponse[]>(t, outsider, 'GET', `/api/Event?groupId=${group.id}`);
    expect(foreign).toEqual([]);
  });

  it('shows events in the home, group and user feeds and finds them by feed search', async () => {
    const event = await createEvent(t, author, groupId, { name: 'Bográcsozás a parkban' });
    const ids = async (url: string) =>
      (await ok<FeedItem[]>(t, member, 'GET', url)).map((item) => `${item.type}:${item.id}`);
    const card = `event:${event.id}`;
    expect(await ids('/api/Feed')).toContain(card);
    expect(await ids(`/api/Group/${groupId}/Feed`)).toContain(card);
    expect(await ids(`/api/User/${author.id}/Feed`)).toContain(card);
    expect(await ids('/api/Feed?search=bogracs')).toEqual([card]);
    expect(await ok<FeedItem[]>(t, outsider, 'GET', '/api/Feed?search=bogracs')).toEqual([]);
  });
});
