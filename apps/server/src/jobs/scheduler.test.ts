import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { notifications, reminderClaims, scheduledJobs } from '../db/schema';
import { testConfig } from '../test/app';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  membershipOf,
  notificationsOf,
} from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { groupMeetingSource, hourMs } from '../test/reminders';
import { reminderTask, sendDueReminders } from './reminders';
import { createScheduler, type JobKind, type PeriodicTask } from './scheduler';
import { eventually } from '../test/eventually';
import { testPasswordHashing } from '../test/password-hashing';

/*
 * The scheduler on the test's database (PGlite, or PostgreSQL with TEST_DB=postgres): one-off
 * jobs survive a restart and run once; reminders go once per (kind, item, recipient, instant),
 * follow a changed time, and skip deleted items and people who left. Two instances racing on a
 * PostgreSQL server and a SIGKILL mid-run are in reminders.postgres.test.ts.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;

beforeAll(async () => {
  t = await buildGroupsTestApp({ NOTIFICATION_TEST_DELAY_MS: '400', SCHEDULER_POLL_MS: '100' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
});
afterAll(() => t.close());

/** A new instance on the same database, with its own scheduler loop, in place of `t.app`. */
async function restartApp(): Promise<void> {
  await t.app.close();
  const config = testConfig({ SMTP_URL: t.config.mail.smtpUrl, SCHEDULER_POLL_MS: '100' });
  t.app = await buildApp(config, {
    database: t.database,
    logger: false,
    passwordHashing: testPasswordHashing,
  });
  await t.app.ready();
}

const remindersOf = async (user: TestUser) =>
  (await notificationsOf(t, user)).filter((n) => n.type === 'EVENT_TIME_APPROACHING');

describe('one-off jobs', () => {
  it('runs a delayed test notification after a restart, once', async () => {
    // A user of its own, whose only notification can be this one whatever ran before.
    const erik = await createUser(t, { username: 'erik', name: 'Erik' });
    const response = await call(t, erik, 'POST', '/api/Notification/Test?delayed=true');
    expect(response.statusCode).toBe(201);
    // The instance that took the request stops before the job is due ...
    await t.app.close();
    const [waiting] = await t.database.db
      .select({ n: count() })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'notification.test'));
    expect(waiting?.n).toBe(1);
    // ... and a new one on the same database runs it.
    await restartApp();
    await eventually(
      async () => expect((await notificationsOf(t, erik)).map((n) => n.type)).toEqual(['TEST']),
      { timeout: 5_000, interval: 100 },
    );
    expect(await t.app.scheduler.runDueJobs(new Date(Date.now() + hourMs))).toBe(0);
    expect(await notificationsOf(t, erik)).toHaveLength(1);
  });

  it('retries a failing job later instead of losing or repeating it', async () => {
    const [job] = await t.database.db
      .insert(scheduledJobs)
      .values({
        kind: 'notification.test',
        payload: JSON.stringify({ userId: 'not-a-uuid' }),
        runAt: new Date(Date.now() - 1000),
      })
      .returning({ id: scheduledJobs.id });
    const ofThisJob = eq(scheduledJobs.id, job?.id ?? '');
    // This instance's loop or this call, whichever locks it first, runs it once.
    await t.app.scheduler.runDueJobs();
    await eventually(async () => {
      const [row] = await t.database.db.select().from(scheduledJobs).where(ofThisJob);
      expect(row?.attempts).toBe(1);
      expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    });
    await t.database.db.delete(scheduledJobs).where(ofThisJob);
  });
});

describe('reminders', () => {
  it('reminds the current members once, whatever the number of runs and instances', async () => {
    // An outsider of its own: Cili gets reminders of her own groups in the other tests.
    const outsider = await createUser(t, { username: 'feri', name: 'Feri' });
    const group = await createGroup(t, anna, { name: 'Kert', members: [bela] });
    const plan = new Map([[group.id, new Date(Date.now() + 3 * hourMs)]]);
    const source = groupMeetingSource(plan);
    const now = new Date();
    const sent = await Promise.all([
      sendDueReminders(t.database.db, source, now),
      sendDueReminders(t.database.db, source, now),
    ]);
    expect(sent[0] + sent[1]).toBe(2);
    await reminderTask([source]).run(t.database.db, new Date(now.getTime() + 60_000));
    for (const user of [anna, bela]) {
      const [reminder, ...more] = await remindersOf(user);
      expect(more).toEqual([]);
      expect(reminder).toMatchObject({
        variables: {
          eventName: 'Meeting',
          groupName: 'Kert',
          time: plan.get(group.id)?.toISOString(),
        },
        path: `/groups/${group.id}`,
      });
    }
    expect(await remindersOf(outsider)).toEqual([]);
  });

  it('waits for the lead time and sends nothing once the instant has passed', async () => {
    const group = await createGroup(t, cili, { name: 'Later' });
    const at = new Date(Date.now() + 30 * hourMs);
    const source = groupMeetingSource(new Map([[group.id, at]]));
    expect(await sendDueReminders(t.database.db, source, new Date())).toBe(0);
    expect(await sendDueReminders(t.database.db, source, new Date(at.getTime() + 1))).toBe(0);
    expect(await sendDueReminders(t.database.db, source, new Date(at.getTime() - hourMs))).toBe(1);
  });

  it('plans again when the time changes, and skips a deleted item and a member who left', async () => {
    const dora = await createUser(t, { username: 'dora', name: 'Dóra' });
    const group = await createGroup(t, dora, { name: 'Moved', members: [cili] });
    const gone = await createGroup(t, dora, { name: 'Gone' });
    const first = new Date(Date.now() + 2 * hourMs);
    const plan = new Map([
      [group.id, first],
      [gone.id, new Date(Date.now() + 2 * hourMs)],
    ]);
    const source = groupMeetingSource(plan);
    await call(t, dora, 'DELETE', `/api/Group/${gone.id}`);
    expect(await sendDueReminders(t.database.db, source, new Date())).toBe(2);
    // Moved to the next day: a new reminder for the new time, once it is within the lead time.
    const moved = new Date(Date.now() + 26 * hourMs);
    plan.set(group.id, moved);
    expect(await sendDueReminders(t.database.db, source, new Date())).toBe(0);
    const membership = membershipOf(group, cili);
    expect((await call(t, cili, 'POST', `/api/Membership/${membership.id}/Leave`)).statusCode).toBe(
      200,
    );
    const later = new Date(moved.getTime() - 23 * hourMs);
    expect(await sendDueReminders(t.database.db, source, later)).toBe(1);
    expect((await remindersOf(dora)).map((n) => n.variables.time)).toEqual([
      moved.toISOString(),
      first.toISOString(),
    ]);
    const ciliMoved = (await remindersOf(cili)).filter((n) => n.variables.groupName === 'Moved');
    expect(ciliMoved.map((n) => n.variables.time)).toEqual([first.toISOString()]);
    const claims = await t.database.db
      .select({ n: count() })
      .from(reminderClaims)
      .where(eq(reminderClaims.itemId, gone.id));
    expect(claims[0]?.n).toBe(0);
  });

  it('writes nothing on a run with nothing new to send', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(notifications);
    const plan = new Map<string, Date>();
    expect(await sendDueReminders(t.database.db, groupMeetingSource(plan), new Date())).toBe(0);
    const [after] = await t.database.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);
  });
});

describe('a wake-up during a long tick', () => {
  it('runs a job that falls due while a periodic task runs right after it, not a poll later', async () => {
    // This file's app runs its own loop on the same table; it stops so only this one runs.
    await t.app.scheduler.close();
    const ran: number[] = [];
    const mark: JobKind<{ n: number }> = {
      kind: 'test.mark',
      payload: z.object({ n: z.number() }),
      run: (_context, { n }) => {
        ran.push(n);
        return Promise.resolve();
      },
    };
    let release = () => {};
    const slowTask: PeriodicTask = {
      name: 'slow',
      everyMs: 0,
      run: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const scheduler = createScheduler({
      db: t.database.db,
      logger: t.app.log,
      jobs: [mark],
      tasks: [slowTask],
      // A poll far away: only the wake-ups of its own jobs can run them in time.
      pollMs: 60_000,
    });
    scheduler.start();
    await scheduler.schedule(mark, { n: 1 }, new Date());
    await eventually(() => expect(ran).toEqual([1]));
    // The slow task now holds the tick; the second job falls due meanwhile.
    await scheduler.schedule(mark, { n: 2 }, new Date(Date.now() + 50));
    // Its wake-up, a timer of at most 50 ms set inside `schedule`, fires before one of 60 ms set
    // after it (Node runs timers in the order they fall due): the wake-up has come, during the
    // slow task, and the job waits for it.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ran).toEqual([1]);
    release();
    await eventually(() => expect(ran).toEqual([1, 2]), { timeout: 5_000 });
    release();
    await scheduler.close();
    // The other tests need the app's own loop again, whatever runs after this one.
    await restartApp();
  });
});
