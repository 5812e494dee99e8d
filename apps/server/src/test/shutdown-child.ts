import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { startServer, stopOnSignals } from '../server';

/*
 * The real server in a process of its own, for shutdown.test.ts to stop with SIGTERM: main.ts
 * plus a held endpoint (a request that is in flight when the signal comes; it is answered, after
 * a use of the database, once the test writes a line to this process's stdin: the test says
 * when, instead of a sleep long enough for a busy machine) with a count of those in flight, and
 * a member with a session, whose token goes to stdout.
 */
const config = loadConfig();
const opened: { database?: Database } = {};
let heldInFlight = 0;
const released = new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
const running = await startServer(config, {
  extend: (app) => {
    app.get('/test/held', async () => {
      heldInFlight += 1;
      await released;
      await opened.database?.ping();
      heldInFlight -= 1;
      return { released: true };
    });
    app.get('/test/held-in-flight', () => Promise.resolve({ count: heldInFlight }));
  },
});
opened.database = running.database;
stopOnSignals(running, {
  timeoutMs: config.shutdownTimeoutMs,
  drainMs: config.shutdownDrainMs,
});
const [user] = await running.database.db
  .insert(users)
  .values({ email: 'shutdown@example.org', emailVerified: true, name: 'Shutdown' })
  .returning({ id: users.id });
const token = randomBytes(24).toString('base64url');
await running.database.db
  .insert(sessions)
  .values({ userId: user!.id, token, expiresAt: new Date(Date.now() + 3600_000) });
process.stdout.write(`${JSON.stringify({ token, userId: user!.id })}\n`);
