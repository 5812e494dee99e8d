import { openPostgres } from '../db/client';
import { sendDueReminders } from '../jobs/reminders';
import { groupMeetingSource } from './reminders';

/*
 * One app instance's reminder run in a process of its own, for reminders.postgres.test.ts to
 * kill with SIGKILL mid-run. Arguments: the database URL and a JSON object { groupId: instant }.
 */
const [url, planJson] = process.argv.slice(2);
if (!url || !planJson) throw new Error('usage: reminder-sweep-child.ts <url> <plan json>');
const plan = new Map(
  Object.entries(JSON.parse(planJson) as Record<string, string>).map(([id, at]) => [
    id,
    new Date(at),
  ]),
);
const database = openPostgres(url);
const sent = await sendDueReminders(database.db, groupMeetingSource(plan), new Date());
await database.close();
process.stdout.write(`sent ${sent}\n`);
