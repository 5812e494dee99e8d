import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { startServer, stopOnSignals } from '../server';

/*
 * The real server in a process of its own, for shutdown.test.ts to stop with SIGTERM: main.ts
 * plus a slow endpoint (a request that is in flight when the signal comes; it uses the
 * database after its wait) with a count of those in flight and a member with a session, whose token goes to stdout.
 */
const config = loadConfig();
const opened: { database?: Database } = {};
let slowInFlight = 0;
const running = await startServer(config, {
  extend: (app) => {
    app.get('/test/slow', async (request) => {
      const { ms } = z.object({ ms: z.coerce.number().int().min(0) }).parse(request.query);
      slowInFlight += 1;
      await sleep(ms);
      await opened.database?.ping();
      slowInFlight -= 1;
      return { slept: ms };
    });
    app.get('/test/slow-in-flight', () => Promise.resolve({ count: slowInFlight }));
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
