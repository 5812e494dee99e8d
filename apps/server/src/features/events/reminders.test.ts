import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, createGroup } from '../../test/groups';
import { answer, createEvent, inDays } from '../../test/events';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { listDeadlineReminders, listStartReminders } from './index';

/*
 * The queries a reminder job reads (the job is the scheduler's): events by deadline or time in a
 * window, with only the people to remind.
 */

let t: IdentityTestApp;
let author: TestUser;
let yes: TestUser;
let no: TestUser;
let silent: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  author = await createUser(t, { username: 'author', name: 'Author' });
  yes = await createUser(t, { username: 'yes', name: 'Yes' });
  no = await createUser(t, { username: 'naysayer', name: 'No' });
  silent = await createUser(t, { username: 'silent', name: 'Silent' });
  groupId = (await createGroup(t, author, { name: 'Kert utca', members: [yes, no, silent] })).id;
});
afterAll(async () => {
  await t.close();
});

const window = (from: number, to: number) =>
  [new Date(inDays(from)), new Date(inDays(to))] as const;

describe('reminder queries', () => {
  it('finds events whose deadline falls in the window, for the members yet to answer', async () => {
    const soon = await createEvent(t, author, groupId, {
      name: 'Soon',
      time: inDays(3),
      applicationDeadline: inDays(1),
    });
    await createEvent(t, author, groupId, { name: 'Later', applicationDeadline: inDays(4) });
    await answer(t, yes, soon.id, true);
    await answer(t, no, soon.id, false);
    const reminders = await listDeadlineReminders(t.database.db, ...window(0.5, 1.5));
    expect(reminders).toEqual([
      {
        eventId: soon.id,
        eventName: 'Soon',
        groupId,
        groupName: 'Kert utca',
        time: new Date(soon.time),
        applicationDeadline: new Date(soon.applicationDeadline),
        recipients: [silent.id],
      },
    ]);
  });

  it('finds events starting in the window, for those who said yes', async () => {
    const starting = await createEvent(t, author, groupId, {
      name: 'Starting',
      time: inDays(10.5),
      applicationDeadline: inDays(9),
    });
    await answer(t, yes, starting.id, true);
    await answer(t, author, starting.id, true);
    await answer(t, no, starting.id, false);
    const reminders = await listStartReminders(t.database.db, ...window(10, 11));
    expect(reminders.map((reminder) => reminder.eventName)).toEqual(['Starting']);
    expect(reminders[0]?.recipients.sort()).toEqual([author.id, yes.id].sort());
    expect(await listStartReminders(t.database.db, ...window(11, 12))).toEqual([]);
  });
});
