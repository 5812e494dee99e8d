import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../jobs/reminders';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  membershipOf,
  notificationsOf,
  schedulerByHand,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { answer, createEvent, inDays } from '../../test/events';
import { eventDeadlineReminderSource, eventStartReminderSource } from './index';

/*
 * The event reminders on the scheduler (decision 101): a day before the application deadline to
 * the members who have not answered, a day before the start to those who said yes; once each,
 * and never for a deleted event, a member who left or an answer taken back.
 */

let t: IdentityTestApp;
let author: TestUser;
let yes: TestUser;
let no: TestUser;
let silent: TestUser;
let groupId: string;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildGroupsTestApp(schedulerByHand);
  author = await createUser(t, { username: 'author', name: 'Author' });
  yes = await createUser(t, { username: 'yes', name: 'Yes' });
  no = await createUser(t, { username: 'nope', name: 'Nope' });
  silent = await createUser(t, { username: 'silent', name: 'Silent' });
  groupId = (await createGroup(t, author, { name: 'Kert', members: [yes, no, silent] })).id;
});
afterAll(() => t.close());

const remindersOf = async (user: TestUser, type: string) =>
  (await notificationsOf(t, user)).filter((n) => n.type === type);

async function runTwice(source: typeof eventStartReminderSource, now: Date) {
  await Promise.all([
    sendDueReminders(t.database.db, source, now),
    sendDueReminders(t.database.db, source, now),
  ]);
}

describe('event reminders', () => {
  it('remind the members who have not answered of the deadline, once', async () => {
    const event = await createEvent(t, author, groupId, {
      name: 'Szüret',
      applicationDeadline: inDays(20 / 24),
      time: inDays(3),
    });
    await answer(t, yes, event.id, true);
    await answer(t, no, event.id, false);
    await runTwice(eventDeadlineReminderSource, new Date());
    const type = 'EVENT_APPLICATION_DEADLINE_APPROACHING';
    expect(await remindersOf(silent, type)).toEqual([
      {
        type,
        variables: {
          eventName: 'Szüret',
          groupName: 'Kert',
          applicationDeadline: event.applicationDeadline,
        },
        path: `/events/${event.id}`,
        isSeen: false,
      },
    ]);
    for (const user of [author, yes, no]) expect(await remindersOf(user, type)).toEqual([]);
  });

  it('remind those who said yes of the start, once, and not after the answer is taken back', async () => {
    const kept = await createEvent(t, author, groupId, {
      name: 'Metszés',
      applicationDeadline: inDays(0.5),
      time: inDays(30 / 24),
    });
    const takenBack = await createEvent(t, author, groupId, {
      name: 'Lekvárfőzés',
      applicationDeadline: inDays(0.5),
      time: inDays(30 / 24),
    });
    for (const event of [kept, takenBack]) await answer(t, yes, event.id, true);
    await answer(t, no, kept.id, false);
    await answer(t, yes, takenBack.id, null);
    const later = new Date(Date.now() + 7 * hour);
    await runTwice(eventStartReminderSource, later);
    const type = 'EVENT_TIME_APPROACHING';
    const names = (await remindersOf(yes, type)).map((n) => n.variables.eventName);
    expect(names).toEqual(['Metszés']);
    expect(await remindersOf(no, type)).toEqual([]);
  });

  it('send nothing for a deleted event or to a member who left', async () => {
    const leaver = await createUser(t, { username: 'leaver', name: 'Leaver' });
    const stayer = await createUser(t, { username: 'stayer', name: 'Stayer' });
    const group = await createGroup(t, author, { name: 'Pince', members: [leaver, stayer] });
    const deleted = await createEvent(t, author, group.id, { applicationDeadline: inDays(0.5) });
    await createEvent(t, author, group.id, { name: 'Marad', applicationDeadline: inDays(0.5) });
    expect((await call(t, author, 'DELETE', `/api/Event/${deleted.id}`)).statusCode).toBe(200);
    const membership = membershipOf(group, leaver);
    expect(
      (await call(t, leaver, 'POST', `/api/Membership/${membership.id}/Leave`)).statusCode,
    ).toBe(200);
    await runTwice(eventDeadlineReminderSource, new Date());
    const type = 'EVENT_APPLICATION_DEADLINE_APPROACHING';
    expect(await remindersOf(leaver, type)).toEqual([]);
    expect((await remindersOf(stayer, type)).map((n) => n.variables.eventName)).toEqual(['Marad']);
  });
});
