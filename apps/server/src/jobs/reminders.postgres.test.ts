import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { groups, memberships, notifications, reminderClaims } from '../db/schema';
import { buildGroupsTestApp } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { groupMeetingSource, hourMs } from '../test/reminders';
import { sendDueReminders } from './reminders';

/*
 * Exactly once with several instances on one PostgreSQL server (decision 100): two instances
 * racing over the same due reminders, and a process killed with SIGKILL in the middle of a run,
 * then started again.
 */

let t: IdentityTestApp;
let second: Database;
let url: string;
const people: TestUser[] = [];

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const found = (t.database as { url?: string }).url;
  if (!found) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  url = found;
  second = openPostgres(url);
  for (const name of ['anna', 'bela', 'cili']) people.push(await createUser(t, { username: name }));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** `size` groups, each with every test person as a member, due in two hours. */
async function plannedGroups(size: number, name: string): Promise<Map<string, Date>> {
  const rows = await t.database.db
    .insert(groups)
    .values(Array.from({ length: size }, (_, i) => ({ name: `${name} ${i}` })))
    .returning({ id: groups.id });
  await t.database.db
    .insert(memberships)
    .values(
      rows.flatMap((row) => people.map((person) => ({ groupId: row.id, userId: person.id }))),
    );
  const at = new Date(Date.now() + 2 * hourMs);
  return new Map(rows.map((row) => [row.id, at]));
}

async function remindersPerRecipient(plan: Map<string, Date>) {
  const ids = [...plan.keys()];
  const [row] = await t.database.db
    .select({
      n: sql<number>`count(*)::int`,
      users: sql<number>`count(distinct (${notifications.userId}, ${notifications.path}))::int`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'EVENT_TIME_APPROACHING'),
        inArray(
          notifications.path,
          ids.map((id) => `/groups/${id}`),
        ),
      ),
    );
  return row;
}

const countClaims = async () =>
  (await t.database.db.select({ n: count() }).from(reminderClaims))[0]?.n ?? 0;

function runChild(plan: Map<string, Date>): ChildProcess {
  const planJson = JSON.stringify(Object.fromEntries([...plan].map(([id, at]) => [id, at])));
  const script = path.join(import.meta.dirname, '../test/reminder-sweep-child.ts');
  return spawn(process.execPath, ['--import', 'tsx', script, url, planJson], {
    cwd: path.join(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('reminders on one PostgreSQL server', () => {
  it('go out once when two instances run the same reminders at the same moment', async () => {
    const plan = await plannedGroups(30, 'Race');
    const source = groupMeetingSource(plan);
    const now = new Date();
    const runs = await Promise.all([
      sendDueReminders(t.database.db, source, now),
      sendDueReminders(second.db, source, now),
      sendDueReminders(second.db, source, now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(90);
    expect(await remindersPerRecipient(plan)).toEqual({ n: 90, users: 90 });
  });

  it('go out once when a process is killed mid-run and started again', async () => {
    const plan = await plannedGroups(120, 'Crash');
    const before = await countClaims();
    const child = runChild(plan);
    const gone = exited(child);
    // Killed as soon as some, not all, of its reminders are committed.
    for (;;) {
      const claimed = (await countClaims()) - before;
      if (claimed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    await gone;
    const partial = await remindersPerRecipient(plan);
    expect(partial?.n).toBeGreaterThan(0);
    expect(partial?.n).toBeLessThan(360);
    expect(partial?.n).toBe(partial?.users);

    const again = runChild(plan);
    const output: Buffer[] = [];
    again.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    expect(await exited(again)).toBe(0);
    expect(Buffer.concat(output).toString()).toBe(`sent ${360 - (partial?.n ?? 0)}\n`);
    expect(await remindersPerRecipient(plan)).toEqual({ n: 360, users: 360 });
    expect((await countClaims()) - before).toBe(360);
  }, 120_000);
});
